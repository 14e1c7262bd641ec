import {
  CONSOLE_ADJUSTMENTS_CALLS,
  CONSOLE_REASON_MAX,
  MEMBER_ACCOUNTS,
  SIGNED_AMOUNT_PATTERN,
  type MemberAccount,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { MemberPicker } from './member-picker';

interface Fields {
  memberId: number;
  account: MemberAccount;
  amount: string;
  reason: string;
  code: string;
}

interface Props {
  onClose: () => void;
  onDone: () => void;
}

/**
 * A new adjustment. The server answers whether it was applied at once (at or below the
 * company's threshold) or waits for a second operator; the message says which.
 */
export function NewAdjustmentModal({ onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const create = useMutation({
    mutationFn: (values: Fields) =>
      callConsole(CONSOLE_ADJUSTMENTS_CALLS.adjustmentCreate, {
        body: {
          memberId: values.memberId,
          account: values.account,
          amount: values.amount.trim(),
          reason: values.reason.trim(),
          code: values.code.trim(),
        },
      }),
    onSuccess: (done) => {
      if (done.status === 'applied')
        void message.success(t('consoleAdjustments.applied', { id: done.id }));
      else void message.info(t('consoleAdjustments.waiting', { id: done.id }));
      onDone();
    },
  });
  const required = { required: true, message: t('consoleApp.required') };
  return (
    <Modal
      open
      title={t('consoleAdjustments.new')}
      okText={t('consoleAdjustments.form.submit')}
      okButtonProps={{ loading: create.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ account: 'bonus' }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="memberId" label={t('consoleAdjustments.form.member')} rules={[required]}>
          <MemberPicker />
        </Form.Item>
        <Form.Item name="account" label={t('consoleAdjustments.col.account')} rules={[required]}>
          <Select
            options={MEMBER_ACCOUNTS.map((a) => ({
              value: a,
              label: t(`consoleAdjustments.account.${a}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('consoleAdjustments.form.amount')}
          extra={t('consoleAdjustments.form.amountHelp')}
          rules={[
            { ...required, whitespace: true },
            { pattern: SIGNED_AMOUNT_PATTERN, message: t('consoleAdjustments.form.amountInvalid') },
          ]}
        >
          <Input inputMode="decimal" maxLength={20} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('consoleApp.reason')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('consoleApp.step.code')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input autoComplete="one-time-code" maxLength={32} style={{ width: 200 }} />
        </Form.Item>
      </Form>
      <ErrorAlert error={create.error} />
    </Modal>
  );
}
