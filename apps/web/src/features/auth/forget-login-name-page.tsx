import { Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useForgotLoginName } from './api/forgot-login-name';
import { RecoveryCard } from './recovery-card';
import { EMAIL_LABEL, EmailItem, SendButton } from './recovery-form-parts';

const LABELS = { email: EMAIL_LABEL };

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
        <EmailItem />
        <SendButton pending={mutation.isPending} />
      </Form>
    </RecoveryCard>
  );
}
