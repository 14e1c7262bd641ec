import { AUTH_QUERY } from '@portal/contract';
import { Alert, Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { completeLogin } from '../../lib/session/after-login';
import { landingPath } from '../../lib/session/redirect';
import { messageOf } from '../../lib/ui/field-errors';
import { Loading } from '../../lib/ui/loading';
import type { PageProps } from '../../lib/ui/page-props';
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
    return (
      <Result
        status="warning"
        title={t('web.silentLogin.failed')}
        subTitle={<Alert type="error" message={error ?? t('web.silentLogin.noTicket')} />}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            {t('web.silentLogin.toLogin')}
          </Button>
        }
      />
    );
  }
  return <Loading fullPage />;
}
