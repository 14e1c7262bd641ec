import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRules, newPasswordRules } from './password-rules';

/** The labels of the fields below, for `useFormFailure` to name the server's field errors. */
export const NEW_PASSWORD_LABELS = {
  newPassword: 'web.password.new',
  confirmPassword: 'web.password.confirm',
};
export const CHANGE_PASSWORD_LABELS = { oldPassword: 'web.password.old', ...NEW_PASSWORD_LABELS };

/** The new login password (spec "Validation rules") and its confirmation, as the set-up and reset forms ask them. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        label={t(NEW_PASSWORD_LABELS.newPassword)}
        name="newPassword"
        rules={newPasswordRules(t, NEW_PASSWORD_LABELS.newPassword)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t(NEW_PASSWORD_LABELS.confirmPassword)}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={confirmRules(t, NEW_PASSWORD_LABELS.confirmPassword, form)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The current password, then the new one twice: a change the member makes while logged in. */
export function ChangePasswordFields() {
  const { t } = useTranslation();
  const label = t(CHANGE_PASSWORD_LABELS.oldPassword);
  return (
    <>
      <Form.Item
        label={label}
        name="oldPassword"
        rules={[{ required: true, message: t('validation.required', { field: label }) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
    </>
  );
}
