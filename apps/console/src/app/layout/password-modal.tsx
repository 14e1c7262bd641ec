import { CONSOLE_AUTH_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

interface Fields {
  currentPassword: string;
  newPassword: string;
  repeat: string;
  code: string;
}

/**
 * The operator's own password: the current one, a new one twice and a fresh code. `required`:
 * the password was chosen by someone else (a new operator), so the console asks for a new one
 * before anything else and the dialog cannot be dismissed.
 */
export function PasswordModal({
  onClose,
  required: forced = false,
}: {
  onClose: () => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const change = useMutation({
    mutationFn: (f: Fields) =>
      callConsole(CONSOLE_AUTH_CALLS.changePassword, {
        body: {
          currentPassword: f.currentPassword,
          newPassword: f.newPassword,
          code: f.code.trim(),
        },
      }),
    onSuccess: () => {
      void message.success(t('consoleApp.password.done'));
      onClose();
    },
  });
  const required = { required: true, message: t('consoleApp.required') };
  return (
    <Modal
      open
      title={t('consoleApp.password.title')}
      okText={t('consoleApp.password.save')}
      okButtonProps={{ loading: change.isPending }}
      cancelText={t('consoleApp.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...(forced
        ? {
            closable: false,
            keyboard: false,
            mask: { closable: false },
            cancelButtonProps: { style: { display: 'none' } },
          }
        : {})}
    >
      {forced && (
        <Typography.Paragraph>{t('consoleApp.password.requiredHelp')}</Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(f) => change.mutate(f)}>
        <Form.Item
          name="currentPassword"
          label={t('consoleApp.password.current')}
          rules={[required]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('consoleApp.password.new')}
          rules={[required, { min: 10, message: t('consoleApp.password.short') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={t('consoleApp.password.repeat')}
          dependencies={['newPassword']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('consoleApp.password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="code" label={t('consoleApp.step.code')} rules={[required]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={32} />
        </Form.Item>
      </Form>
      <ErrorAlert error={change.error} />
    </Modal>
  );
}
