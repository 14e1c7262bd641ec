import { ReloadOutlined } from '@ant-design/icons';
import { AUTH_FIELD_MAX, type Captcha } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/** The verification-code field shown when the server asks for a captcha. */
export function CaptchaField({
  value,
  onChange,
  error,
  captcha,
  loading,
  onRefresh,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id="login-captcha"
      name="captcha"
      label={t('web.login.captcha')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      maxLength={AUTH_FIELD_MAX.captcha}
      autoComplete="off"
      placeholder={t('web.login.captchaPlaceholder')}
      addon={
        <>
          {captcha ? (
            <img className="captcha-image" src={captcha.img} alt={t('web.login.captchaImage')} />
          ) : (
            <span className="captcha-image captcha-pending" aria-hidden />
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('web.login.captchaRefresh')}
            title={t('web.login.captchaRefresh')}
            disabled={loading}
            onClick={onRefresh}
          >
            <ReloadOutlined spin={loading} aria-hidden />
          </button>
        </>
      }
    />
  );
}
