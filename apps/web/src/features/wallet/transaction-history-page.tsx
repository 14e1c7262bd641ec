import { WALLET_PAGE } from '@portal/contract';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import type { PageProps } from '../../shared/ui/page-props';
import { PageFrame } from '../../shared/ui/page-frame';
import { useTransactions, type TransactionFilter } from './api/transactions';
import { useExportTransactions } from './api/transactions-export';
import { HistoryFilters, type HistoryFilterValues } from './components/history-filters';
import { LoadError } from './components/load-error';
import { MovementsTable } from './components/movements-table';
import { rangeOf } from './history-range';
import './wallet.css';

const INITIAL: HistoryFilterValues = { account: 'bonus' };

function filterOf(values: HistoryFilterValues): TransactionFilter {
  return {
    account: values.account,
    ...(values.type ? { type: values.type } : {}),
    ...rangeOf(values.startDay || undefined, values.endDay || undefined),
  };
}

/** TransactionHistory: one account's movements by type and days, paged, exportable as CSV. */
export default function TransactionHistoryPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionFilter>(filterOf(INITIAL));
  const [page, setPage] = useState({ pageNum: 1, pageSize: WALLET_PAGE.defaultSize });
  const transactions = useTransactions({ ...filter, ...page });
  const exporter = useExportTransactions();

  const search = (values: HistoryFilterValues) => {
    setFilter(filterOf(values));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <PageFrame titleKey={titleKey}>
      <div className="wallet-stack">
        <HistoryFilters
          initial={INITIAL}
          exporting={exporter.isPending}
          onSearch={search}
          onExport={(values) => exporter.mutate(filterOf(values))}
        />
        {exporter.isError && (
          <Alert type="error" showIcon role="alert" title={messageOf(exporter.error, t)} />
        )}
        {transactions.isError ? (
          <LoadError error={transactions.error} onRetry={() => void transactions.refetch()} />
        ) : (
          <MovementsTable
            movements={transactions.data?.list ?? []}
            loading={transactions.isFetching}
            emptyText={t('wallet.history.empty')}
            label={t(titleKey)}
            pagination={{
              current: page.pageNum,
              pageSize: page.pageSize,
              total: transactions.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => t('wallet.history.total', { total }),
              onChange: (pageNum) => setPage((p) => ({ ...p, pageNum })),
            }}
          />
        )}
      </div>
    </PageFrame>
  );
}
