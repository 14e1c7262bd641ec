import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelockButton } from '../../shared/ui/relock-button';

/** Both recovery forms mail to the address on file, so both ask for it the same way. */
export const EMAIL_LABEL = 'web.recovery.email';

export function EmailItem() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t(EMAIL_LABEL)}
      name="email"
      rules={[
        { required: true, message: t('validation.required', { field: t(EMAIL_LABEL) }) },
        { type: 'email', message: t('validation.emailFormat') },
      ]}
    >
      <Input type="email" autoComplete="email" />
    </Form.Item>
  );
}

/** The submit that mails the member; a second click within the relock time is ignored. */
export function SendButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <RelockButton type="primary" htmlType="submit" block loading={pending}>
      {t('web.recovery.send')}
    </RelockButton>
  );
}
