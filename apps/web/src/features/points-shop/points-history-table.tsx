import { VACATION_HISTORY_PAGE, type VacationEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { vacationHistoryQuery } from '../../shared/api/vacation-points';
import { BusinessTime } from '../../shared/format/business-time-text';
import { MoneyValue } from '../../shared/format/money-value';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { LoadFailed } from './points-shop-ui';

const pageSize = VACATION_HISTORY_PAGE.defaultSize;

/**
 * The points history, newest first, one page from the server at a time: earned by paid
 * orders, spent in this shop, taken back by refunds, flushed; each row with the balance after
 * it (the server's, summed in the history's own time order). Cards on a phone.
 */
export function PointsHistoryTable({ label }: { label: string }) {
  const { t } = useTranslation();
  const f = useFormats();
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery(vacationHistoryQuery(pageNum));
  if (q.isPending) return <Loading />;
  if (q.isError) {
    return <LoadFailed message={messageOf(q.error, t)} onRetry={() => void q.refetch()} />;
  }
  return (
    <ResponsiveTable<VacationEntry>
      rowKey="id"
      loading={q.isFetching}
      label={label}
      pagination={{
        current: pageNum,
        pageSize,
        total: q.data.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPageNum,
      }}
      dataSource={q.data.list}
      emptyText={t('pointsShop.history.empty')}
      columns={[
        {
          key: 'kind',
          title: t('pointsShop.history.kind'),
          dataIndex: 'kind',
          phone: 'title',
          render: (kind: VacationEntry['kind']) => t(`vacation.kind.${kind}`),
        },
        {
          key: 'at',
          title: t('pointsShop.history.at'),
          dataIndex: 'at',
          render: (v: string) => <BusinessTime value={v} />,
        },
        {
          key: 'orderNo',
          title: t('pointsShop.history.orderNo'),
          dataIndex: 'orderNo',
          render: (v: string | null) => v ?? '',
        },
        {
          key: 'points',
          title: t('pointsShop.history.points'),
          dataIndex: 'points',
          align: 'right',
          phone: 'amount',
          // points are the member's value like money: signed and coloured by direction
          render: (v: number) => (
            <MoneyValue tone={v < 0 ? 'debit' : 'credit'}>
              {v > 0 ? `+${f.count(v)}` : f.count(v)}
            </MoneyValue>
          ),
        },
        {
          key: 'balance',
          title: t('pointsShop.history.balance'),
          dataIndex: 'balance',
          align: 'right',
          phone: 'balance',
          render: (v: number) => f.count(v),
        },
      ]}
    />
  );
}
