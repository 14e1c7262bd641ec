import { Alert, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf, messageOf } from '../../lib/ui/field-errors';
import { RelockButton } from '../../lib/ui/relock-button';
import { useForgotPassword } from './api/forgot-password';

interface Values {
  loginName: string;
  email: string;
}

const LABELS = { loginName: 'web.recovery.loginName', email: 'web.recovery.email' };

/** Asks for a reset link: login name and the address on file. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mutation = useForgotPassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await mutation.mutateAsync({
        loginName: values.loginName.trim(),
        email: values.email.trim(),
      });
    } catch (failure) {
      form.setFields(formErrorsOf(failure, t, LABELS));
      setError(messageOf(failure, t));
    }
  };

  if (mutation.isSuccess) return <Result status="success" title={t('web.recovery.resetSent')} />;
  return (
    <>
      <p>{t('web.recovery.passwordIntro')}</p>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          label={t(LABELS.loginName)}
          name="loginName"
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('validation.required', { field: t(LABELS.loginName) }),
            },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          label={t(LABELS.email)}
          name="email"
          rules={[
            { required: true, message: t('validation.required', { field: t(LABELS.email) }) },
            { type: 'email', message: t('validation.emailFormat') },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <RelockButton type="primary" htmlType="submit" block loading={mutation.isPending}>
          {t('web.recovery.send')}
        </RelockButton>
      </Form>
    </>
  );
}
