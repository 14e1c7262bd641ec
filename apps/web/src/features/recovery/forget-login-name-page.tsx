import { Alert, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf, messageOf } from '../../lib/ui/field-errors';
import { RelockButton } from '../../lib/ui/relock-button';
import { useForgotLoginName } from './api/forgot-login-name';
import { RecoveryCard } from './recovery-card';

const LABELS = { email: 'web.recovery.email' };

/** /ForgetLoginName: the login name is mailed to the member's address. */
export default function ForgetLoginNamePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const mutation = useForgotLoginName();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setError(null);
    try {
      await mutation.mutateAsync({ email: email.trim() });
    } catch (failure) {
      form.setFields(formErrorsOf(failure, t, LABELS));
      setError(messageOf(failure, t));
    }
  };

  if (mutation.isSuccess) {
    return (
      <RecoveryCard titleKey="web.page.ForgetLoginName">
        <Result status="success" title={t('web.recovery.loginNameSent')} />
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard titleKey="web.page.ForgetLoginName">
      <p>{t('web.recovery.loginNameIntro')}</p>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
      <Form form={form} layout="vertical" onFinish={onFinish}>
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
    </RecoveryCard>
  );
}
