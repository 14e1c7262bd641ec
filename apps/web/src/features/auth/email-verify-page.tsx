import { AUTH_QUERY } from '@portal/contract';
import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { verifyEmail } from './api/email-verify';
import { RecoveryCard } from './recovery-card';

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

/** /emailVerify?token=: confirms the member's address. */
export default function EmailVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get(AUTH_QUERY.token)?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verifyEmail({ token })
      .then(() => setOutcome({ state: 'done' }))
      .catch((failure: unknown) => setOutcome({ state: 'failed', message: messageOf(failure, t) }));
  }, [t, token]);

  let body = <Loading />;
  if (!token) body = <Result status="warning" title={t('error.linkInvalid')} />;
  else if (outcome.state === 'done')
    body = <Result status="success" title={t('web.recovery.emailVerified')} />;
  else if (outcome.state === 'failed') body = <Result status="warning" title={outcome.message} />;
  return <RecoveryCard titleKey="web.page.emailVerify">{body}</RecoveryCard>;
}
