import { Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../lib/ui/relock-button';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
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
