import type { AutoshipRunView } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/format/money-text';
import { messageOf } from '../../../shared/ui/field-errors';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table';
import { useAutoshipRuns } from '../api/autoship-runs';
import { LoadFailed, RunDate, RunStatusTag } from '../autoship-text';

const PAGE_SIZE = 10;

/** A failed or skipped run: why, in the member's language, and what to do about it. */
function Problem({ run }: { run: AutoshipRunView }) {
  const { t } = useTranslation();
  if (!run.problem && run.omitted.length === 0) return null;
  return (
    <span className="autoship-problem">
      {run.problem && (
        <>
          <span>{run.problem.reason}</span> <span>{run.problem.advice}</span>
        </>
      )}
      {run.omitted.length > 0 && (
        <span>
          {t('autoship.runs.omitted', {
            items: run.omitted.map((o) => `${o.name} × ${o.qty}`).join(', '),
          })}
        </span>
      )}
    </span>
  );
}

/**
 * The runs of one autoship, newest first, paged on the server: date, order, amount, status and
 * a failed run's reason and advice. Below 768 px each run is a card (shared responsive table).
 */
export function RunsTable({ autoshipId, minorUnit }: { autoshipId: number; minorUnit: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const runs = useAutoshipRuns(autoshipId, pageNum, PAGE_SIZE);

  if (runs.isError && !runs.data) {
    return <LoadFailed message={messageOf(runs.error, t)} onRetry={() => void runs.refetch()} />;
  }
  const columns: ResponsiveColumn<AutoshipRunView>[] = [
    {
      key: 'runDate',
      title: t('autoship.runs.date'),
      phone: 'title',
      render: (_, run) => <RunDate day={run.runDate} />,
    },
    {
      key: 'orderNo',
      title: t('autoship.runs.order'),
      render: (_, run) => run.orderNo ?? '—',
    },
    {
      key: 'status',
      title: t('autoship.runs.status'),
      render: (_, run) => <RunStatusTag status={run.status} />,
    },
    {
      key: 'problem',
      title: t('autoship.runs.problem'),
      render: (_, run) => <Problem run={run} />,
    },
    {
      key: 'amount',
      title: t('autoship.runs.amount'),
      phone: 'amount',
      render: (_, run) =>
        run.amount === null ? (
          '—'
        ) : (
          <Money amount={run.amount} currency={run.currency} minorUnit={minorUnit} />
        ),
    },
  ];
  return (
    <ResponsiveTable<AutoshipRunView>
      label={t('autoship.runs.title')}
      columns={columns}
      dataSource={runs.data?.list ?? []}
      rowKey="id"
      loading={runs.isPending || runs.isFetching}
      emptyText={t('autoship.runs.empty')}
      pagination={{
        current: runs.data?.pageNum ?? pageNum,
        pageSize: PAGE_SIZE,
        total: runs.data?.total ?? 0,
        onChange: setPageNum,
        showSizeChanger: false,
      }}
    />
  );
}
