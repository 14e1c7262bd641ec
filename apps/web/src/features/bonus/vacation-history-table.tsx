import { VACATION_HISTORY_PAGE, type VacationEntry } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { BusinessTime } from '../../shared/format/business-time-text';
import { MoneyValue } from '../../shared/format/money-value';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { useVacationHistory } from './api/vacation';
import { QueryStatus } from './query-status';

const pageSize = VACATION_HISTORY_PAGE.defaultSize;

/**
 * The points history, newest first, one page from the server at a time: the history keeps
 * growing with every order, so the browser never holds all of it. Each row's balance is the
 * server's, summed in the history's own time order.
 */
export function VacationHistoryTable({ label }: { label: string }) {
  const { t } = useTranslation();
  const f = useFormats();
  const [pageNum, setPageNum] = useState(1);
  const q = useVacationHistory(pageNum);
  if (!q.data) return <QueryStatus query={q} errorKey="vacation.error" />;
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
      emptyText={t('vacation.empty')}
      columns={[
        {
          key: 'at',
          title: t('vacation.column.at'),
          dataIndex: 'at',
          render: (v: string) => <BusinessTime value={v} />,
        },
        {
          key: 'kind',
          title: t('vacation.column.kind'),
          dataIndex: 'kind',
          phone: 'title',
          render: (k: string) => t(`vacation.kind.${k}`),
        },
        {
          key: 'bv',
          title: t('vacation.column.bv'),
          dataIndex: 'bv',
          align: 'right',
          render: (v: string | null) => (v === null ? '' : f.bv(v)),
        },
        {
          key: 'points',
          title: t('vacation.column.points'),
          dataIndex: 'points',
          align: 'right',
          phone: 'amount',
          // points are a value of the member's like money: signed and coloured by direction
          render: (v: number) => (
            <MoneyValue tone={v < 0 ? 'debit' : 'credit'}>
              {v > 0 ? `+${f.count(v)}` : f.count(v)}
            </MoneyValue>
          ),
        },
        {
          key: 'balance',
          title: t('vacation.column.balance'),
          dataIndex: 'balance',
          align: 'right',
          phone: 'balance',
          render: (v: number) => f.count(v),
        },
      ]}
    />
  );
}
