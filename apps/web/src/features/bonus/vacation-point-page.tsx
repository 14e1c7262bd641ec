import { Alert, Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { businessDateTime } from './estimated-bonus-page';
import { useVacationPoints } from './api/vacation';
import { QueryStatus } from './query-status';
import { VacationHistoryTable } from './vacation-history-table';
import './bonus.css';
import './estimate.css';

/**
 * VacationPoint (spec "Main mode"): the balance, the date the points would flush after 6 months
 * without a paid order, and the history (earned, taken back by a refund, flushed), paged.
 */
export function VacationPointPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const q = useVacationPoints();
  const d = q.data;
  const when = (iso: string) => businessDateTime(iso);
  const f = useFormats();
  return (
    <PageFrame titleKey={titleKey}>
      <div className="bonus-report">
        <QueryStatus query={q} errorKey="vacation.error" />
        {d && (
          <>
            <div className="vacation-balance">
              <Card size="small">
                <Statistic
                  title={t('vacation.balance')}
                  value={d.balance}
                  formatter={() => f.count(d.balance)}
                />
              </Card>
              <Card size="small">
                <p>{t('vacation.lastPaid')}</p>
                <strong>{d.lastPaidAt ? when(d.lastPaidAt) : t('vacation.never')}</strong>
              </Card>
              <Card size="small">
                <p>{t('vacation.flushAt')}</p>
                <strong data-testid="vacation-flush">
                  {d.flushAt ? when(d.flushAt) : t('vacation.noFlush')}
                </strong>
              </Card>
            </div>
            <Alert type="info" message={t('vacation.rule', { months: d.flushMonths })} />
            <VacationHistoryTable label={t(titleKey)} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
