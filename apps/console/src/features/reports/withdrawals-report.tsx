import { CONSOLE_REPORT_CALLS, type ConsoleWithdrawalsReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { money } from '../../shared/formats';
import { ReportFrame } from './report-frame';
import { cycleQuery, major, type ReportFilters } from './report-query';

type Row = ConsoleWithdrawalsReport['rows'][number];

/** Withdrawals asked, paid and refused per cycle, and what is pending now. */
export function WithdrawalsReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = cycleQuery(filters);
  const report = useQuery({
    queryKey: ['console', 'reports', 'withdrawals', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportWithdrawals, { query, signal }),
    enabled: query.company !== '',
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const series = useMemo(() => {
    const of = (field: 'requestedAmount' | 'paidAmount' | 'refusedAmount') =>
      (data?.cycles ?? []).map((cycle) => {
        const row = data?.rows.find((r) => r.cycle === cycle);
        return row && data ? major(row[field], data.minorUnit) : 0;
      });
    return [
      {
        name: t('consoleReports.col.requested'),
        type: 'bar' as const,
        data: of('requestedAmount'),
      },
      { name: t('consoleReports.col.paid'), type: 'bar' as const, data: of('paidAmount') },
      { name: t('consoleReports.col.refused'), type: 'bar' as const, data: of('refusedAmount') },
    ];
  }, [data, t]);
  const amount = (value: string) => (data ? money(value, data.minorUnit, data.currency) : '');
  const counted = (n: number, value: string) => `${n} · ${amount(value)}`;
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.cycle'), dataIndex: 'cycle' },
    {
      title: t('consoleReports.col.requested'),
      align: 'right',
      render: (_, r) => counted(r.requested, r.requestedAmount),
    },
    {
      title: t('consoleReports.col.paid'),
      align: 'right',
      render: (_, r) => counted(r.paid, r.paidAmount),
    },
    {
      title: t('consoleReports.col.refused'),
      align: 'right',
      render: (_, r) => counted(r.refused, r.refusedAmount),
    },
  ];
  const pending = data && (
    <Statistic
      style={{ marginBottom: 16 }}
      title={t('consoleReports.withdrawals.pending')}
      value={counted(data.pending.count, data.pending.amount)}
    />
  );
  return (
    <ReportFrame<Row>
      loading={report.isFetching}
      error={report.error}
      label={t('consoleReports.chart.withdrawals', { company: filters.company })}
      categories={data?.cycles ?? []}
      series={series}
      rows={data?.rows}
      columns={columns}
      rowKey={(r) => r.cycle}
      before={pending}
    />
  );
}
