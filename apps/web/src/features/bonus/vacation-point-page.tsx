import { VACATION_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { callApi } from '../../lib/http/call';
import { PageFrame } from '../../lib/ui/page-frame';
import type { PageProps } from '../../lib/ui/page-props';
import { businessDateTime } from './estimated-bonus-page';
import { QueryStatus } from './query-status';
import './bonus.css';
import './estimate.css';

/**
 * VacationPoint (spec 2.2): the balance, the date the points would flush after 6 months
 * without a paid order, and the history (earned, taken back by a refund, flushed).
 */
export function VacationPointPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['vacation', 'points'],
    queryFn: ({ signal }) => callApi(VACATION_CALLS.points, { signal, quiet: true }),
  });
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
            <Table
              size="small"
              rowKey={(r) => `${r.at}-${r.kind}-${r.balance}`}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: true }}
              dataSource={d.history}
              locale={{ emptyText: t('vacation.empty') }}
              columns={[
                { title: t('vacation.column.at'), dataIndex: 'at', render: (v: string) => when(v) },
                {
                  title: t('vacation.column.kind'),
                  dataIndex: 'kind',
                  render: (k: string) => t(`vacation.kind.${k}`),
                },
                {
                  title: t('vacation.column.bv'),
                  dataIndex: 'bv',
                  align: 'right',
                  render: (v: string | null) => (v === null ? '' : f.bv(v)),
                },
                {
                  title: t('vacation.column.points'),
                  dataIndex: 'points',
                  align: 'right',
                  render: (v: number) => f.count(v),
                },
                {
                  title: t('vacation.column.balance'),
                  dataIndex: 'balance',
                  align: 'right',
                  render: (v: number) => f.count(v),
                },
              ]}
            />
          </>
        )}
      </div>
    </PageFrame>
  );
}
