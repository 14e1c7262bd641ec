import { CONSOLE_REPORT_CALLS, type ConsoleMembersReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ReportFrame } from './report-frame';
import { cycleQuery, type ReportFilters } from './report-query';

type Row = ConsoleMembersReport['rows'][number];

/** New members per cycle (bars) beside the cycle's buyers and active members (lines). */
export function MembersReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = cycleQuery(filters);
  const report = useQuery({
    queryKey: ['console', 'reports', 'members', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportMembers, { query, signal }),
    enabled: query.company !== '',
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const series = useMemo(() => {
    const of = (field: 'joined' | 'buyers' | 'active') =>
      (data?.cycles ?? []).map((cycle) => data?.rows.find((r) => r.cycle === cycle)?.[field] ?? 0);
    return [
      { name: t('consoleReports.col.joined'), type: 'bar' as const, data: of('joined') },
      { name: t('consoleReports.col.buyers'), type: 'line' as const, data: of('buyers') },
      { name: t('consoleReports.col.active'), type: 'line' as const, data: of('active') },
    ];
  }, [data, t]);
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.cycle'), dataIndex: 'cycle' },
    { title: t('consoleReports.col.joined'), dataIndex: 'joined', align: 'right' },
    { title: t('consoleReports.col.distributors'), dataIndex: 'distributors', align: 'right' },
    { title: t('consoleReports.col.buyers'), dataIndex: 'buyers', align: 'right' },
    {
      title: t('consoleReports.col.active'),
      align: 'right',
      render: (_, r) => (r.active === null ? t('consoleReports.members.notClosed') : r.active),
    },
  ];
  return (
    <ReportFrame<Row>
      loading={report.isFetching}
      error={report.error}
      label={t('consoleReports.chart.members', { company: filters.company })}
      categories={data?.cycles ?? []}
      series={series}
      rows={data?.rows}
      columns={columns}
      rowKey={(r) => r.cycle}
    />
  );
}
