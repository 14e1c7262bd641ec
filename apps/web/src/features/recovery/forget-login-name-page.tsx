import { Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../lib/ui/relock-button';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useForgotLoginName } from './api/forgot-login-name';
import { RecoveryCard } from './recovery-card';

const LABELS = { email: 'web.recovery.email' };

/** /ForgetLoginName: the login name is mailed to the member's address. */
export default function ForgetLoginNamePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const mutation = useForgotLoginName();
  const failure = useFormFailure(form, LABELS);

  const onFinish = async ({ email }: { email: string }) => {
    failure.clear();
    try {
      await mutation.mutateAsync({ email: email.trim() });
    } catch (error) {
      failure.fail(error);
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
      <Form form={form} layout="vertical" onFinish={onFinish} {...failure.formProps}>
        {failure.summary}
        <FormAlert error={failure.error} />
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
