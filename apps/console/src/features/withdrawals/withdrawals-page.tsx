import { CONSOLE_DESK_CALLS, type OperatorWithdrawalAction } from '@portal/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import type { QueueItem } from './withdrawal-actions';
import { withdrawalColumns } from './withdrawal-columns';
import { WithdrawalFilters, type QueueFilters } from './withdrawal-filters';
import { StepModal } from './step-modal';

const QUEUE_KEY = ['console', 'withdrawals'] as const;

/** The withdrawal queue, paged on the server, with the steps the operator may take. */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const [filters, setFilters] = useState<QueueFilters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<{ item: QueueItem; action: OperatorWithdrawalAction }>();
  const queue = useQuery({
    queryKey: [...QUEUE_KEY, filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DESK_CALLS.withdrawals, { query: { ...filters, ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
  const columns = withdrawalColumns({
    t,
    locale: i18n.language,
    can,
    onAction: (item, action) => setOpen({ item, action }),
  });
  return (
    <>
      <PageTitle>{t('consoleApp.withdrawals.title')}</PageTitle>
      <WithdrawalFilters
        onApply={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      />
      <ErrorAlert error={queue.error} />
      <Table<QueueItem>
        rowKey="id"
        columns={columns}
        dataSource={queue.data?.list ?? []}
        loading={queue.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleApp.withdrawals.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: queue.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {open && (
        <StepModal
          item={open.item}
          action={open.action}
          onClose={() => setOpen(undefined)}
          onDone={() => {
            setOpen(undefined);
            void client.invalidateQueries({ queryKey: QUEUE_KEY });
            void client.invalidateQueries({ queryKey: ['console', 'home'] });
          }}
        />
      )}
    </>
  );
}
