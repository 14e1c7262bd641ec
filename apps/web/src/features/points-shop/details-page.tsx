import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useExchangeMinBv } from './api/exchange-min-bv';
import { PointsHistoryTable } from './points-history-table';
import { PointsShopNav } from './points-shop-ui';
import { PointsSummary } from './points-summary';
import './points-shop.css';

/**
 * PointsShop Details (spec "Main mode"): the balance, when it would flush, the month's BV rule,
 * and the points history a page at a time from the server.
 */
export function DetailsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const rule = useExchangeMinBv();
  return (
    <PageFrame titleKey={titleKey}>
      <PointsShopNav current="details" />
      <PointsSummary
        rule={rule.data}
        ruleFailed={rule.isError}
        onRetryRule={() => void rule.refetch()}
      />
      <h2 className="section-title">{t('pointsShop.history.title')}</h2>
      <PointsHistoryTable label={t('pointsShop.history.title')} />
    </PageFrame>
  );
}
