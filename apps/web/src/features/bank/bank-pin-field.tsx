import { PIN_LENGTH, PIN_PATTERN } from '@portal/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

const PIN_LABEL = 'wallet.pin.label';

/** The security settings beside this page, whichever platform's account menu it is under. */
function useSecurityLinks() {
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.lastIndexOf('/'));
  return { security: `${base}/Securitysetting`, forgotPin: `${base}/Securitysetting/forget` };
}

/** Where payouts go is a step-up action: the PIN is asked last, as for a withdrawal. */
export function BankPinField() {
  const { t } = useTranslation();
  const links = useSecurityLinks();
  const field = t(PIN_LABEL);
  return (
    <Form.Item
      label={field}
      name="pin"
      extra={
        <>
          {t('bank.form.pinWhy')} <Link to={links.forgotPin}>{t('wallet.pin.forgot')}</Link>
        </>
      }
      rules={[
        { required: true, whitespace: true, message: t('validation.required', { field }) },
        { pattern: PIN_PATTERN, message: t('validation.security.pinFormat', { field }) },
      ]}
    >
      <Input.Password
        inputMode="numeric"
        maxLength={PIN_LENGTH}
        autoComplete="off"
        placeholder={t('wallet.pin.hint')}
      />
    </Form.Item>
  );
}

/** Without a PIN no account can be saved: the member is sent to set one first. */
export function PinNotSetNotice({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const links = useSecurityLinks();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('bank.form.pinNotSet')}
      description={
        <Link to={links.security} onClick={onLeave}>
          {t('wallet.pin.setUp')}
        </Link>
      }
    />
  );
}
