import { AUTH_QUERY } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { completeLogin } from '../../lib/session/after-login';
import { landingPath } from '../../lib/session/redirect';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import type { PageProps } from '../../shared/ui/page-props';
import { silentLogin, type SilentLoginKind } from './api/silent-login';

/** /silentLogin, /vcardSilentLogin and /auth-redirect: sign in with the `ticket` of the query. */
export default function SilentLoginPage({ params: routeParams }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const kind: SilentLoginKind = routeParams?.kind === 'vcard' ? 'vcard' : 'silent';
  const ticket = query.get(AUTH_QUERY.ticket)?.trim() ?? '';
  const redirect = query.get(AUTH_QUERY.redirect);

  useEffect(() => {
    if (started.current || !ticket) return;
    started.current = true;
    silentLogin(kind, { ticket })
      .then(async (result) => {
        await completeLogin(result);
        navigate(landingPath(redirect, result.companyCode), { replace: true });
      })
      .catch((failure: unknown) => setError(messageOf(failure, t)));
  }, [kind, navigate, redirect, t, ticket]);

  if (!ticket || error) {
    // drawn with the app's own styles, like the login page: this route gets no antd theme
    // (it only forwards when all goes well), and antd's default blue button behind white
    // text reached only 4:1; the brand's primary button is well over 4.5:1
    return (
      <div className="login-page">
        <div className="panel login-card">
          <h1 className="login-title">{t('web.silentLogin.failed')}</h1>
          <div className="form-alert" role="alert">
            {error ?? t('web.silentLogin.noTicket')}
          </div>
          <button
            type="button"
            className="primary-button login-submit"
            onClick={() => navigate('/login', { replace: true })}
          >
            {t('web.silentLogin.toLogin')}
          </button>
        </div>
      </div>
    );
  }
  return <Loading fullPage />;
}
