import { CONSOLE_REPORT_CALLS, type ConsoleJobsReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ReportFrame } from './report-frame';
import type { ReportFilters } from './report-query';

type Row = ConsoleJobsReport['rows'][number];

/** Background jobs completed and failed per business day (every queue), one row per queue. */
export function JobsReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = { fromDay: filters.fromDay, toDay: filters.toDay };
  const report = useQuery({
    queryKey: ['console', 'reports', 'jobs', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportJobs, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const series = useMemo(() => {
    const of = (field: 'completed' | 'failed') =>
      (data?.days ?? []).map((day) =>
        (data?.rows ?? []).filter((r) => r.day === day).reduce((sum, r) => sum + r[field], 0),
      );
    return [
      {
        name: t('consoleReports.col.completed'),
        type: 'bar' as const,
        stack: 'jobs',
        data: of('completed'),
      },
      {
        name: t('consoleReports.col.failed'),
        type: 'bar' as const,
        stack: 'jobs',
        data: of('failed'),
      },
    ];
  }, [data, t]);
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.day'), dataIndex: 'day' },
    { title: t('consoleReports.col.queue'), dataIndex: 'queue' },
    { title: t('consoleReports.col.completed'), dataIndex: 'completed', align: 'right' },
    { title: t('consoleReports.col.failed'), dataIndex: 'failed', align: 'right' },
  ];
  const notInstalled = data && !data.installed && (
    <Alert
      type="info"
      showIcon
      title={t('consoleReports.jobs.notInstalled')}
      style={{ marginBottom: 16 }}
    />
  );
  return (
    <ReportFrame<Row>
      loading={report.isFetching}
      error={report.error}
      label={t('consoleReports.chart.jobs')}
      categories={data?.days ?? []}
      series={series}
      rows={data?.rows}
      columns={columns}
      rowKey={(r) => `${r.day}-${r.queue}`}
      before={notInstalled}
    />
  );
}
