import { PIN_LENGTH } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pinRules } from '../form-rules';
import { useWalletLinks } from '../wallet-links';

export const PIN_LABEL = 'wallet.pin.label';

/** The PIN asked last, after the member has seen what will happen. */
export function PinField() {
  const { t } = useTranslation();
  const links = useWalletLinks();
  return (
    <Form.Item
      label={t(PIN_LABEL)}
      name="pin"
      rules={pinRules(t, PIN_LABEL)}
      extra={<Link to={links.forgotPin}>{t('wallet.pin.forgot')}</Link>}
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
