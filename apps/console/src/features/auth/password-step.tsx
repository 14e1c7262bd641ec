import { CONSOLE_AUTH_CALLS, type CallAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

export type LoginAnswer = CallAnswer<typeof CONSOLE_AUTH_CALLS.login>;

interface Fields {
  loginName: string;
  password: string;
}

/** Step one: the login name and the password. */
export function PasswordStep({ onAccepted }: { onAccepted: (answer: LoginAnswer) => void }) {
  const { t } = useTranslation();
  const login = useMutation({
    mutationFn: (body: Fields) => callConsole(CONSOLE_AUTH_CALLS.login, { body }),
    onSuccess: onAccepted,
  });
  return (
    <Form<Fields>
      layout="vertical"
      onFinish={(values) => login.mutate(values)}
      requiredMark={false}
    >
      <Form.Item
        name="loginName"
        label={t('consoleApp.signIn.loginName')}
        rules={[{ required: true, whitespace: true, message: t('consoleApp.required') }]}
      >
        <Input autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('consoleApp.signIn.password')}
        rules={[{ required: true, message: t('consoleApp.required') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('consoleApp.signIn.continue')}
      </Button>
      <div style={{ marginTop: 16 }}>
        <ErrorAlert error={login.error} />
      </div>
    </Form>
  );
}
