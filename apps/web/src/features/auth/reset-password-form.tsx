import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { Loading } from '../../shared/ui/loading';
import { useResetLinkCheck, useResetPassword } from './api/reset-password';
import { NEW_PASSWORD_LABELS, NewPasswordFields } from '../../shared/ui/new-password-fields';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/** Sets a new password from an emailed link (`?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const check = useResetLinkCheck(token);
  const mutation = useResetPassword();
  const failure = useFormFailure(form, NEW_PASSWORD_LABELS);

  if (check.isPending) return <Loading />;
  if (check.isError) {
    return <Result status="warning" title={messageOf(check.error, t)} />;
  }
  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title={t('web.recovery.passwordChanged')}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            {t('web.recovery.backToLogin')}
          </Button>
        }
      />
    );
  }

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await mutation.mutateAsync({ token, ...values });
    } catch (error) {
      failure.fail(error);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} {...failure.formProps}>
      {failure.summary}
      <FormAlert error={failure.error} />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('web.recovery.setPassword')}
      </Button>
    </Form>
  );
}
