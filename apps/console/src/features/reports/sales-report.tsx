import { CONSOLE_REPORT_CALLS, PLATFORMS, type ConsoleSalesReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { money } from '../../shared/formats';
import { ReportFrame } from './report-frame';
import { cycleQuery, major, type ReportFilters } from './report-query';

type Row = ConsoleSalesReport['rows'][number];

/** Sales and BV per cycle and platform; the chart stacks each platform's net sales. */
export function SalesReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = cycleQuery(filters);
  const report = useQuery({
    queryKey: ['console', 'reports', 'sales', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportSales, { query, signal }),
    enabled: query.company !== '',
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const series = useMemo(
    () =>
      PLATFORMS.map((platform) => ({
        name: t(`consoleReports.platform.${platform}`),
        type: 'bar' as const,
        stack: 'net',
        data: (data?.cycles ?? []).map((cycle) => {
          const row = data?.rows.find((r) => r.cycle === cycle && r.platform === platform);
          return row && data ? major(row.net, data.minorUnit) : 0;
        }),
      })),
    [data, t],
  );
  const amount = (value: string) => (data ? money(value, data.minorUnit, data.currency) : '');
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.cycle'), dataIndex: 'cycle' },
    {
      title: t('consoleReports.col.platform'),
      render: (_, r) => t(`consoleReports.platform.${r.platform}`),
    },
    { title: t('consoleReports.col.orders'), dataIndex: 'orders', align: 'right' },
    { title: t('consoleReports.col.sales'), align: 'right', render: (_, r) => amount(r.sales) },
    { title: t('consoleReports.col.refunds'), align: 'right', render: (_, r) => amount(r.refunds) },
    { title: t('consoleReports.col.net'), align: 'right', render: (_, r) => amount(r.net) },
    { title: t('consoleReports.col.bv'), dataIndex: 'bv', align: 'right' },
  ];
  return (
    <ReportFrame<Row>
      loading={report.isFetching}
      error={report.error}
      label={t('consoleReports.chart.sales', { company: filters.company })}
      categories={data?.cycles ?? []}
      series={series}
      rows={data?.rows}
      columns={columns}
      rowKey={(r) => `${r.cycle}-${r.platform}`}
    />
  );
}
