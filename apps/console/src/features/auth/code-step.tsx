import { CONSOLE_AUTH_CALLS, type CallAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';

export type OperatorSession = CallAnswer<typeof CONSOLE_AUTH_CALLS.verify>;

interface Props {
  ticket: string;
  onVerified: (session: OperatorSession) => void;
  onRestart: () => void;
}

/** The code from the authenticator app, or one of the recovery codes. */
export function CodeStep({ ticket, onVerified, onRestart }: Props) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: (code: string) =>
      callConsole(CONSOLE_AUTH_CALLS.verify, { body: { ticket, code: code.trim() } }),
    onSuccess: onVerified,
  });
  return (
    <Form<{ code: string }>
      layout="vertical"
      onFinish={({ code }) => verify.mutate(code)}
      requiredMark={false}
    >
      <Form.Item
        name="code"
        label={t('consoleApp.signIn.code')}
        extra={t('consoleApp.signIn.codeHelp')}
        rules={[{ required: true, whitespace: true, message: t('consoleApp.required') }]}
      >
        <Input autoComplete="one-time-code" autoFocus maxLength={32} />
      </Form.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          {t('consoleApp.signIn.verify')}
        </Button>
        <Button type="link" block onClick={onRestart}>
          {t('consoleApp.signIn.restart')}
        </Button>
      </Space>
      <div style={{ marginTop: 16 }}>
        <ErrorAlert error={verify.error} />
      </div>
    </Form>
  );
}
