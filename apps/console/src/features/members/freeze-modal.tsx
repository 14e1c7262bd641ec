import { CONSOLE_DESK_CALLS, CONSOLE_REASON_MAX } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

interface Props {
  memberId: number;
  loginName: string;
  /** true to freeze, false to unfreeze */
  frozen: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Freezes or unfreezes a member, with the reason the audit trail keeps. */
export function FreezeModal({ memberId, loginName, frozen, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const freeze = useMutation({
    mutationFn: (reason: string) =>
      callConsole(CONSOLE_DESK_CALLS.memberFreeze, {
        params: { id: memberId },
        body: { frozen, reason: reason.trim() },
      }),
    onSuccess: () => {
      void message.success(
        t(frozen ? 'consoleApp.member.frozenDone' : 'consoleApp.member.unfrozenDone', {
          loginName,
        }),
      );
      onDone();
    },
  });
  const label = t(frozen ? 'consoleApp.member.freeze' : 'consoleApp.member.unfreeze');
  return (
    <Modal
      open
      title={`${label}: ${loginName}`}
      okText={label}
      okButtonProps={{ loading: freeze.isPending, danger: frozen }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => freeze.mutate(reason)}>
        <Form.Item
          name="reason"
          label={t('consoleApp.reason')}
          rules={[{ required: true, whitespace: true, message: t('consoleApp.required') }]}
        >
          <Input.TextArea rows={3} maxLength={CONSOLE_REASON_MAX} showCount />
        </Form.Item>
      </Form>
      <ErrorAlert error={freeze.error} />
    </Modal>
  );
}
