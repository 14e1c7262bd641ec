import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { pointsQuery } from './api/reward-points';
import { HelpLine } from './points-help';
import { PointsHistoryTable } from './points-history-table';
import { QueryState } from './query-state';

/**
 * The member's reward points: what points prizes credited, and later what the points
 * shop spends. Shown on every promotion page, where the points are won. The balance is the
 * server's sum of every entry, not of the page of entries shown.
 */
export function PointsPanel() {
  const { t } = useTranslation();
  const f = useFormats();
  const q = useQuery(pointsQuery());
  const title = t('promotion.points.title');
  const d = q.data;
  return (
    <Card size="small" title={<h2 className="promotion-card-title">{title}</h2>}>
      <HelpLine text={t('promotion.help.rewardPoints')} testId="reward-points-help" />
      <HelpLine text={t('promotion.help.vacationPoints')} testId="vacation-points-help" />
      {!d && <QueryState pending={q.isPending} error={q.error} retry={() => void q.refetch()} />}
      {d && (
        <>
          <Statistic
            title={t('promotion.points.balance')}
            value={d.balance}
            formatter={() => f.count(d.balance)}
          />
          <h3>{t('promotion.points.history')}</h3>
          <PointsHistoryTable />
        </>
      )}
    </Card>
  );
}
