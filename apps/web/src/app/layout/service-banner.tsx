import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceAvailability } from '../../lib/http/availability';

/** While unavailable, what is on screen is asked for again this often. */
export const RETRY_EVERY_MS = 10_000;

/**
 * Shown while the server answers 503: the member stays logged in and on the page; the data
 * on screen is fetched again now and then, and the banner goes with the first good answer.
 */
export function ServiceBanner() {
  const unavailable = useServiceAvailability((state) => state.unavailable);
  const client = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (!unavailable) return;
    const timer = setInterval(() => void client.refetchQueries({ type: 'active' }), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [client, unavailable]);

  if (!unavailable) return null;
  return (
    <Alert
      banner
      type="warning"
      role="status"
      className="service-banner"
      message={t('web.service.unavailable')}
      action={
        <Button size="small" onClick={() => void client.refetchQueries({ type: 'active' })}>
          {t('web.service.retry')}
        </Button>
      }
    />
  );
}
