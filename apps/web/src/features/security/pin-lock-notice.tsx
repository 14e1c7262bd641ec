import { PIN_LOCK_MS, PIN_MAX_FAILURES, type SecurityStatus } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatBusinessTime } from '../../lib/format/business-time';
import { securityKeys } from './api/keys';
import { MINUTE_MS, minutesLeft } from './security-time';
import { useSecurityLinks } from './use-security-links';

/** The minutes left stay within this of the truth. */
const TICK_MS = 10_000;

/**
 * The PIN lock of spec "Validation rules" (five wrong PINs lock PIN use for 15 minutes), shown clearly
 * while it lasts; the status is read again the moment it ends.
 */
export function PinLockNotice({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const links = useSecurityLinks();
  const { lockedUntil } = status;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!lockedUntil) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  useEffect(() => {
    if (!lockedUntil) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
      Math.max(0, Date.parse(lockedUntil) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil, queryClient]);

  if (!lockedUntil) {
    const minutes = PIN_LOCK_MS / MINUTE_MS;
    return <p className="muted">{t('security.lock.rule', { count: PIN_MAX_FAILURES, minutes })}</p>;
  }
  const time = formatBusinessTime(lockedUntil);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('security.lock.locked', {
        count: PIN_MAX_FAILURES,
        time,
        minutes: minutesLeft(lockedUntil, now),
      })}
      description={
        <>
          {t('security.lock.hint')}{' '}
          {status.questionsSet && (
            <>
              <Link to={links.byQuestions}>{t('security.links.byQuestions')}</Link>{' '}
            </>
          )}
          <Link to={links.forget}>{t('security.links.byEmail')}</Link>
        </>
      }
    />
  );
}
