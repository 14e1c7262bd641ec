import type { LoginResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { completeLogin } from '../../lib/session/after-login';
import { LoginForm } from './login-form';
import { useRegisterSuccess } from './use-register-success';

/** /login: password login, with links to the forgot flows. */
export default function LoginPage() {
  const { t } = useTranslation();
  useRegisterSuccess();

  // storing the session is enough: the /login guard then sends the member on (redirect)
  const onSuccess = (result: LoginResult) => completeLogin(result);

  return (
    <div className="login-page">
      <div className="panel login-card">
        <h1 className="login-title">{t('web.login.title')}</h1>
        <p className="login-subtitle">{t('web.login.subtitle')}</p>
        <LoginForm onSuccess={onSuccess} />
        <p className="login-links">
          <Link to="/ForgetLoginName">{t('web.login.forgotLoginName')}</Link>
          <span aria-hidden>·</span>
          <Link to="/Retrieveinformation">{t('web.login.forgotPassword')}</Link>
        </p>
      </div>
    </div>
  );
}
