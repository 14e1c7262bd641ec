import { VACATION_CALLS, VACATION_HISTORY_PAGE, type VacationEntry } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { callApi } from '../../lib/http/call';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { businessDateTime } from './estimated-bonus-page';
import { QueryStatus } from './query-status';

const pageSize = VACATION_HISTORY_PAGE.defaultSize;

/**
 * The points history, newest first, one page from the server at a time: the history keeps
 * growing with every order, so the browser never holds all of it. Each row's balance is the
 * server's, summed in the history's own time order.
 */
export function VacationHistoryTable() {
  const { t } = useTranslation();
  const f = useFormats();
  const itemRender = usePaginationLabels();
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery({
    queryKey: ['vacation', 'history', pageNum],
    queryFn: ({ signal }) =>
      callApi(VACATION_CALLS.history, { query: { pageNum, pageSize }, signal, quiet: true }),
    // the table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
  });
  if (!q.data) return <QueryStatus query={q} errorKey="vacation.error" />;
  return (
    <Table<VacationEntry>
      size="small"
      rowKey="id"
      loading={q.isFetching}
      pagination={{
        current: pageNum,
        pageSize,
        total: q.data.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPageNum,
        itemRender,
      }}
      scroll={{ x: true }}
      dataSource={q.data.list}
      locale={{ emptyText: t('vacation.empty') }}
      columns={[
        {
          title: t('vacation.column.at'),
          dataIndex: 'at',
          render: (v: string) => businessDateTime(v),
        },
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
  );
}
