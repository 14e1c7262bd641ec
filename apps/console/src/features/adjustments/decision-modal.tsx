import { CONSOLE_ADJUSTMENTS_CALLS, CONSOLE_REASON_MAX } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { money } from '../../shared/formats';
import type { Adjustment, Decision } from './adjustment-columns';

interface Fields {
  reason: string;
  code?: string;
}

interface Props {
  item: Adjustment;
  action: Decision;
  onClose: () => void;
  onDone: () => void;
}

/** A second operator's decision: approving moves money, so it asks for a fresh code too. */
export function DecisionModal({ item, action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const decide = useMutation({
    mutationFn: ({ reason, code }: Fields) =>
      action === 'approve'
        ? callConsole(CONSOLE_ADJUSTMENTS_CALLS.adjustmentApprove, {
            params: { id: item.id },
            body: { reason: reason.trim(), code: (code ?? '').trim() },
          })
        : callConsole(CONSOLE_ADJUSTMENTS_CALLS.adjustmentReject, {
            params: { id: item.id },
            body: { reason: reason.trim() },
          }),
    onSuccess: () => {
      void message.success(t('consoleAdjustments.decided', { id: item.id }));
      onDone();
    },
  });
  const label = t(`consoleAdjustments.${action}`);
  const required = { required: true, whitespace: true, message: t('consoleApp.required') };
  return (
    <Modal
      open
      title={t('consoleAdjustments.decide.title', { action: label, id: item.id })}
      okText={label}
      okButtonProps={{ loading: decide.isPending, danger: action === 'reject' }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {item.loginName} · {t(`consoleAdjustments.account.${item.account}`)} ·{' '}
        {money(item.amount, item.minorUnit, item.currency)} · {item.reason}
      </Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" onFinish={(values) => decide.mutate(values)}>
        <Form.Item name="reason" label={t('consoleApp.reason')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
        </Form.Item>
        {action === 'approve' && (
          <Form.Item name="code" label={t('consoleApp.step.code')} rules={[required]}>
            <Input autoComplete="one-time-code" maxLength={32} />
          </Form.Item>
        )}
      </Form>
      <ErrorAlert error={decide.error} />
    </Modal>
  );
}
