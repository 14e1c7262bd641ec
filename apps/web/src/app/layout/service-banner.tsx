import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServiceAvailability } from '../../lib/http/availability';
import { lazyPage } from '../../lib/lazy/lazy-page';
import { LazyAntdScope } from '../lazy-antd-scope';

/** While unavailable, what is on screen is asked for again this often. */
export const RETRY_EVERY_MS = 10_000;

const ServiceBannerAlert = lazyPage<{ onRetry: () => void }>(
  () => import('./service-banner-alert'),
);

/**
 * Shown while the server answers 503: the member stays logged in and on the page; the data
 * on screen is fetched again now and then, and the banner goes with the first good answer.
 */
export function ServiceBanner() {
  const unavailable = useServiceAvailability((state) => state.unavailable);
  const client = useQueryClient();

  useEffect(() => {
    if (!unavailable) return;
    const timer = setInterval(() => void client.refetchQueries({ type: 'active' }), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [client, unavailable]);

  if (!unavailable) return null;
  return (
    <LazyAntdScope>
      <ServiceBannerAlert onRetry={() => void client.refetchQueries({ type: 'active' })} />
    </LazyAntdScope>
  );
}
