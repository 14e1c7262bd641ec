import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailedResult, type LoadFailedProps } from '../../shared/ui/load-failed';
import { POINTS_SHOP_PAGE_PATHS } from './points-paths';

/** A failed load with a retry button. */
export function LoadFailed(props: LoadFailedProps & { onRetry: () => void }) {
  return <LoadFailedResult {...props} retryKey="pointsShop.retry" />;
}

/** Card-shaped placeholders while the first page loads. */
export function GridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="card-grid points-grid" role="status" aria-label={t('web.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="points-card points-card-skeleton" aria-hidden>
          <Skeleton.Image active className="points-card-image" />
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </div>
      ))}
    </div>
  );
}

/** The two pages of the points shop, each a link to the other (the left menu lists both too). */
export function PointsShopNav({ current }: { current: 'exchange' | 'details' }) {
  const { t } = useTranslation();
  return (
    <nav className="points-nav" aria-label={t('web.page.PointsShop')}>
      <Link
        to={POINTS_SHOP_PAGE_PATHS.exchange}
        aria-current={current === 'exchange' ? 'page' : undefined}
      >
        {t('web.page.PointsExchange')}
      </Link>
      <Link
        to={POINTS_SHOP_PAGE_PATHS.details}
        aria-current={current === 'details' ? 'page' : undefined}
      >
        {t('web.page.PointsDetails')}
      </Link>
    </nav>
  );
}
