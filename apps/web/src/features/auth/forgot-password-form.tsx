import { Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useForgotPassword } from './api/forgot-password';
import { EMAIL_LABEL, EmailItem, SendButton } from './recovery-form-parts';

interface Values {
  loginName: string;
  email: string;
}

const LABELS = { loginName: 'web.recovery.loginName', email: EMAIL_LABEL };

/** Asks for a reset link: login name and the address on file. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mutation = useForgotPassword();
  const failure = useFormFailure(form, LABELS);

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await mutation.mutateAsync({
        loginName: values.loginName.trim(),
        email: values.email.trim(),
      });
    } catch (error) {
      failure.fail(error);
    }
  };

  if (mutation.isSuccess) return <Result status="success" title={t('web.recovery.resetSent')} />;
  return (
    <>
      <p>{t('web.recovery.passwordIntro')}</p>
      <Form form={form} layout="vertical" onFinish={onFinish} {...failure.formProps}>
        {failure.summary}
        <FormAlert error={failure.error} />
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
        <EmailItem />
        <SendButton pending={mutation.isPending} />
      </Form>
    </>
  );
}
