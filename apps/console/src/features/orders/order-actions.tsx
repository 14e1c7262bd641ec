import {
  CARRIER_MAX,
  CONSOLE_ORDERS_CALLS,
  ORDER_NOTE_MAX,
  ORDER_STATUS,
  TRACKING_NO_MAX,
  type ConsoleOrderDetail,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useCan } from '../../shared/operator';
import { InvoiceResend } from './invoice-resend';
import { RefundModal } from './refund-modal';

type Step = 'note' | 'ship' | 'cancel' | 'refund';
type Fields = Record<string, string>;

const S = ORDER_STATUS;
const REFUNDABLE: number[] = [S.paid, S.shipped, S.delivered, S.partiallyRefunded];

/** A step's modal: its fields, the call, and the server's refusal shown in place. */
function StepModal({
  title,
  okText,
  send,
  onClose,
  onDone,
  children,
}: {
  title: string;
  okText: string;
  send: (values: Fields) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const step = useMutation({
    mutationFn: send,
    onSuccess: () => {
      void message.success(t('consoleOrders.done'));
      onDone();
    },
  });
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ loading: step.isPending }}
      cancelText={t('consoleOrders.close')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields> form={form} layout="vertical" onFinish={(values) => step.mutate(values)}>
        {children}
      </Form>
      <ErrorAlert error={step.error} />
    </Modal>
  );
}

/**
 * The steps this operator may take on this order now: note, ship, deliver, cancel, refund, and
 * re-sending the invoice of a paid order.
 */
export function OrderActions({ order, onDone }: { order: ConsoleOrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<Step>();
  const params = { orderNo: order.orderNo };
  const deliver = useMutation({
    mutationFn: () => callConsole(CONSOLE_ORDERS_CALLS.orderDeliver, { params }),
    onSuccess: onDone,
  });
  const close = () => setOpen(undefined);
  const done = () => {
    setOpen(undefined);
    onDone();
  };
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  const fulfil = can('order:fulfil');
  const refund = can('order:refund');
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {fulfil && order.status === S.paid && (
          <Button type="primary" onClick={() => setOpen('ship')}>
            {t('consoleOrders.ship.button')}
          </Button>
        )}
        {fulfil && order.status === S.shipped && (
          <Popconfirm
            title={t('consoleOrders.deliver.confirm')}
            okText={t('consoleOrders.deliver.button')}
            cancelText={t('consoleOrders.close')}
            onConfirm={() => deliver.mutate()}
          >
            <Button loading={deliver.isPending}>{t('consoleOrders.deliver.button')}</Button>
          </Popconfirm>
        )}
        {refund &&
          (order.status === S.awaitingPayment || order.status === S.awaitingBranchPayment) && (
            <Button danger onClick={() => setOpen('cancel')}>
              {t('consoleOrders.cancel.button')}
            </Button>
          )}
        {refund && REFUNDABLE.includes(order.status) && (
          <Button danger onClick={() => setOpen('refund')}>
            {t('consoleOrders.refund.button')}
          </Button>
        )}
        {fulfil && (
          <Button onClick={() => setOpen('note')}>{t('consoleOrders.note.button')}</Button>
        )}
        {can('order:view') && <InvoiceResend order={order} />}
      </Space>
      <ErrorAlert error={deliver.error} />
      {open === 'ship' && (
        <StepModal
          title={t('consoleOrders.ship.title', params)}
          okText={t('consoleOrders.ship.button')}
          onClose={close}
          onDone={done}
          send={(v) =>
            callConsole(CONSOLE_ORDERS_CALLS.orderShip, {
              params,
              body: { carrier: v.carrier?.trim() ?? '', trackingNo: v.trackingNo?.trim() ?? '' },
            })
          }
        >
          <Form.Item
            name="carrier"
            label={t('consoleOrders.ship.carrier')}
            rules={required('consoleOrders.ship.carrierRequired')}
          >
            <Input maxLength={CARRIER_MAX} />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t('consoleOrders.ship.trackingNo')}
            rules={required('consoleOrders.ship.trackingRequired')}
          >
            <Input maxLength={TRACKING_NO_MAX} />
          </Form.Item>
        </StepModal>
      )}
      {open === 'cancel' && (
        <StepModal
          title={t('consoleOrders.cancel.title', params)}
          okText={t('consoleOrders.cancel.button')}
          onClose={close}
          onDone={done}
          send={(v) =>
            callConsole(CONSOLE_ORDERS_CALLS.orderCancel, {
              params,
              body: { reason: v.reason?.trim() ?? '' },
            })
          }
        >
          <Form.Item
            name="reason"
            label={t('consoleOrders.reason')}
            rules={required('consoleOrders.required')}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </StepModal>
      )}
      {open === 'note' && (
        <StepModal
          title={t('consoleOrders.note.title', params)}
          okText={t('consoleOrders.note.button')}
          onClose={close}
          onDone={done}
          send={(v) =>
            callConsole(CONSOLE_ORDERS_CALLS.orderNote, {
              params,
              body: { note: v.note?.trim() ?? '' },
            })
          }
        >
          <Form.Item
            name="note"
            label={t('consoleOrders.note.label')}
            rules={required('consoleOrders.required')}
          >
            <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount />
          </Form.Item>
        </StepModal>
      )}
      {open === 'refund' && <RefundModal order={order} onClose={close} onDone={done} />}
    </>
  );
}
