import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formErrorsOf, messageOf } from '../../lib/ui/field-errors';
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
  const [error, setError] = useState<string | null>(null);

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
    setError(null);
    try {
      await mutation.mutateAsync({ token, ...values });
    } catch (failure) {
      form.setFields(formErrorsOf(failure, t, LABELS));
      setError(messageOf(failure, t));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish}>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
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
