import {
  CONSOLE_ORDERS_CALLS,
  IDEMPOTENCY_HEADER,
  type ConsoleOrderDetail,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

/**
 * Re-sends a paid order's invoice to the member's e-mail. One key per intended send: a retry
 * after a failure or a lost answer reuses it (the server then sends once); a success ends it,
 * so another click is another mail.
 */
export function InvoiceResend({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const key = useRef<string | null>(null);
  const resend = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return callConsole(CONSOLE_ORDERS_CALLS.orderInvoiceResend, {
        params: { orderNo: order.orderNo },
        headers: { [IDEMPOTENCY_HEADER]: key.current },
      });
    },
    onSuccess: (sent) => {
      key.current = null;
      void message.success(t('consoleOrders.invoice.sent', { email: sent.email }));
    },
  });
  if (!order.paidAt) return null;
  return (
    <>
      <Popconfirm
        title={t('consoleOrders.invoice.confirm')}
        okText={t('consoleOrders.invoice.button')}
        cancelText={t('consoleOrders.close')}
        onConfirm={() => resend.mutate()}
      >
        <Button loading={resend.isPending}>{t('consoleOrders.invoice.button')}</Button>
      </Popconfirm>
      <ErrorAlert error={resend.error} />
    </>
  );
}
