import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedResult, type LoadFailedProps } from '../../shared/ui/load-failed';

/** A failed load with a retry button. */
export function LoadFailed(props: LoadFailedProps & { onRetry: () => void }) {
  return <LoadFailedResult {...props} retryKey="shop.retry" />;
}

/** Card-shaped placeholders while the first page loads. */
export function GridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="shop-grid" role="status" aria-label={t('web.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="shop-card shop-card-skeleton" aria-hidden>
          <Skeleton.Image active className="shop-card-image" />
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </div>
      ))}
    </div>
  );
}
