import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../lib/ui/field-errors';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { Loading } from '../../lib/ui/loading';
import { useResetLinkCheck, useResetPassword } from './api/reset-password';
import { confirmRules, newPasswordRules } from '../../lib/ui/password-rules';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

const LABELS = { newPassword: 'web.password.new', confirmPassword: 'web.password.confirm' };

/** Sets a new password from an emailed link (`?token=`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const check = useResetLinkCheck(token);
  const mutation = useResetPassword();
  const failure = useFormFailure(form, LABELS);

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
      <Form.Item
        label={t(LABELS.newPassword)}
        name="newPassword"
        rules={newPasswordRules(t, LABELS.newPassword)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t(LABELS.confirmPassword)}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={confirmRules(t, LABELS.confirmPassword, form)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('web.recovery.setPassword')}
      </Button>
    </Form>
  );
}
