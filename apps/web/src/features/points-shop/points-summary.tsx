import { Alert, Button, Card, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { vacationPointsQuery } from '../../shared/api/vacation-points';
import { BusinessDate } from '../../shared/format/business-time-text';
import { Loading } from '../../shared/ui/loading';
import { BvRuleNote } from './bv-rule-note';
import type { ExchangeMinBv } from '@portal/contract';

interface Props {
  rule: ExchangeMinBv | undefined;
  /** the rule could not be read: its note offers to read it again */
  ruleFailed: boolean;
  onRetryRule: () => void;
}

/**
 * What the member has to spend before they choose: the points balance, the date the points
 * would flush, and the month's BV rule with where they stand (spec "Main mode" PointsShop;
 * compensation-plan.md "Vacation points").
 */
export function PointsSummary({ rule, ruleFailed, onRetryRule }: Props) {
  const { t } = useTranslation();
  const f = useFormats();
  const points = useQuery(vacationPointsQuery());
  const d = points.data;
  return (
    <div className="points-summary">
      {points.isPending && <Loading />}
      {points.isError && (
        <Alert
          type="error"
          title={t('pointsShop.balanceError')}
          action={<Button onClick={() => void points.refetch()}>{t('pointsShop.retry')}</Button>}
        />
      )}
      {d && (
        <div className="points-facts">
          <Card size="small">
            <Statistic
              title={t('pointsShop.balance')}
              value={d.balance}
              formatter={() => <span data-testid="points-balance">{f.count(d.balance)}</span>}
            />
          </Card>
          <Card size="small">
            <p className="points-fact-label">{t('pointsShop.flushAt')}</p>
            <strong data-testid="points-flush">
              {d.flushAt ? <BusinessDate value={d.flushAt} /> : t('pointsShop.noFlush')}
            </strong>
            <p className="points-fact-note">
              {t('pointsShop.flushRule', { months: d.flushMonths })}
            </p>
          </Card>
        </div>
      )}
      <BvRuleNote rule={rule} failed={ruleFailed} onRetry={onRetryRule} />
    </div>
  );
}
