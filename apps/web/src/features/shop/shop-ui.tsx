import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

/** Money in the company currency, exact as it came (never a float). */
export function Money({
  amount,
  minorUnit,
  currency,
}: {
  amount: string;
  minorUnit: number;
  currency: string;
}) {
  const { i18n } = useTranslation();
  return <>{formatMoney(amount, minorUnit, currency, i18n.language)}</>;
}

/** A failed load with a retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('shop.retry')}
        </Button>
      }
    />
  );
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
