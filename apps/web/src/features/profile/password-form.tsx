import type { ChangePasswordBody } from '@portal/contract';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/ui/feedback';
import { confirmRules, newPasswordRules } from '../../lib/ui/password-rules';
import { useFormName } from '../../lib/ui/use-unique-id';
import { FormAlert, useFormFailure } from '../../shared/ui/use-form-failure';
import { useChangeOwnPassword } from './profile-api';

const LABELS = {
  oldPassword: 'web.password.old',
  newPassword: 'web.password.new',
  confirmPassword: 'web.password.confirm',
};

/** Old password right, new one by the profile rule and different; other sessions end. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangePasswordBody>();
  const formName = useFormName('profilePassword');
  const failure = useFormFailure(form, LABELS);
  const mutation = useChangeOwnPassword();

  const onFinish = async (values: ChangePasswordBody) => {
    failure.clear();
    try {
      await mutation.mutateAsync(values);
      form.resetFields();
      void message.success(t('profile.password.changed'));
    } catch (error) {
      failure.fail(error);
    }
  };

  return (
    <Card title={<h2 className="card-title">{t('profile.password.title')}</h2>}>
      <Form
        name={formName}
        form={form}
        layout="vertical"
        onFinish={onFinish}
        {...failure.formProps}
        aria-label={t('profile.password.title')}
      >
        <Typography.Paragraph type="secondary">{t('profile.password.hint')}</Typography.Paragraph>
        {failure.summary}
        <FormAlert error={failure.error} />
        <Form.Item
          label={t(LABELS.oldPassword)}
          name="oldPassword"
          rules={[
            { required: true, message: t('validation.required', { field: t(LABELS.oldPassword) }) },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
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
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
