import { Alert } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from '../../../shared/ui/loading';
import { useSecurityStatus } from '../../../shared/api/security-status';
import { useShownAgain } from '../use-shown-again';
import { useWalletLinks } from '../wallet-links';
import { formatBusinessTime } from '../../../lib/format/business-time';
import { LoadError } from './load-error';

/**
 * Money moves only with a PIN: without one the member is told so and sent to the security
 * settings; a PIN locked after wrong tries is announced with the time it opens again.
 */
export function PinGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const links = useWalletLinks();
  const status = useSecurityStatus();
  const { refetch } = status;
  useShownAgain(useCallback(() => void refetch(), [refetch]));
  if (status.isPending) return <Loading />;
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data.pinSet) {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('wallet.pin.notSet')}
        description={<Link to={links.security}>{t('wallet.pin.setUp')}</Link>}
      />
    );
  }
  // the server answers null once the lock is over
  const lockedUntil = status.data.lockedUntil;
  return (
    <>
      {lockedUntil !== null && (
        <Alert
          className="wallet-notice"
          type="warning"
          showIcon
          role="alert"
          title={t('wallet.pin.locked', { time: formatBusinessTime(lockedUntil) })}
        />
      )}
      {children}
    </>
  );
}
