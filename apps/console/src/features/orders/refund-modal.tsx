import {
  CONSOLE_ORDERS_CALLS,
  type ConsoleOrderDetail,
  type ConsoleOrderRefundPreview,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { ReasonAndCode } from '../../shared/reason-and-code';
import { orderStatusKey } from '../../shared/formats';

interface Fields {
  amount?: string;
  reason: string;
  code: string;
}

/** The prize tiers of running promotions the member would fall below, as the server counted. */
function TiersLost({ lost }: { lost: ConsoleOrderRefundPreview['promotionTiersLost'] }) {
  const { t } = useTranslation();
  if (lost.length === 0) return null;
  const line = (l: (typeof lost)[number]) =>
    l.tierAfter === null
      ? t('consoleOrders.refund.tierLostAll', { title: l.title, before: l.tierBefore })
      : t('consoleOrders.refund.tierLost', {
          title: l.title,
          before: l.tierBefore,
          after: l.tierAfter,
        });
  return (
    <Alert
      type="warning"
      showIcon
      title={t('consoleOrders.refund.tiersLost')}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {lost.map((l) => (
            <li key={l.promotionCode}>{line(l)}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * A refund in two steps: the preview says what it gives back and takes back (changing
 * nothing), then the refund with a reason and a fresh code. Changing the amount drops the
 * preview, so the refund always confirms what was checked.
 */
export function RefundModal({
  order,
  onClose,
  onDone,
}: {
  order: ConsoleOrderDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const params = { orderNo: order.orderNo };
  const amountOf = (text?: string) => (text?.trim() ? text.trim() : undefined);
  const preview = useMutation({
    mutationFn: (amount?: string) =>
      callConsole(CONSOLE_ORDERS_CALLS.orderRefundPreview, { params, body: { amount } }),
  });
  const refund = useMutation({
    mutationFn: (v: Fields) =>
      callConsole(CONSOLE_ORDERS_CALLS.orderRefund, {
        params,
        body: { amount: preview.variables, reason: v.reason.trim(), code: v.code.trim() },
      }),
    onSuccess: () => {
      void message.success(t('consoleOrders.done'));
      onDone();
    },
  });
  const p = preview.data;
  return (
    <Modal
      open
      title={t('consoleOrders.refund.title', params)}
      okText={t('consoleOrders.refund.button')}
      okButtonProps={{ danger: true, disabled: !p, loading: refund.isPending }}
      cancelText={t('consoleOrders.close')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        onValuesChange={(changed) => {
          if ('amount' in changed) preview.reset();
        }}
        onFinish={(v) => refund.mutate(v)}
      >
        <Form.Item
          name="amount"
          label={t('consoleOrders.refund.amount', { currency: order.currency })}
          extra={t('consoleOrders.refund.amountHint')}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Button
          loading={preview.isPending}
          onClick={() => preview.mutate(amountOf(form.getFieldValue('amount') as string))}
          style={{ marginBottom: 16 }}
        >
          {t('consoleOrders.refund.check')}
        </Button>
        <ErrorAlert error={preview.error} />
        {p && (
          <>
            <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('consoleOrders.refund.back')}>
                {p.pointsGivenBack ? t('consoleOrders.refund.points') : `${p.amount} ${p.currency}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('consoleOrders.refund.bv')}>
                {t('consoleOrders.refund.bvText', { bv: p.bv, cycle: p.cycle })}
              </Descriptions.Item>
              <Descriptions.Item label={t('consoleOrders.refund.statusAfter')}>
                {t(orderStatusKey(p.statusAfter))}
              </Descriptions.Item>
            </Descriptions>
            {p.packageBvLost && (
              <Alert
                type="warning"
                showIcon
                title={t('consoleOrders.refund.packageBv')}
                style={{ marginBottom: 16 }}
              />
            )}
            <TiersLost lost={p.promotionTiersLost} />
            <ReasonAndCode />
          </>
        )}
      </Form>
      <ErrorAlert error={refund.error} />
    </Modal>
  );
}
