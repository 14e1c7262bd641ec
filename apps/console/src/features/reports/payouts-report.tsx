import { bonusTypeKey, CONSOLE_REPORT_CALLS, type ConsolePayoutsReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { money } from '../../shared/formats';
import { ReportFrame } from './report-frame';
import { cycleQuery, major, type ReportFilters } from './report-query';

type Row = ConsolePayoutsReport['rows'][number];

/** What closed cycles paid; the chart stacks the bonus types of each cycle. */
export function PayoutsReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = cycleQuery(filters);
  const report = useQuery({
    queryKey: ['console', 'reports', 'payouts', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportPayouts, { query, signal }),
    enabled: query.company !== '',
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const series = useMemo(() => {
    const types = [...new Set((data?.rows ?? []).map((r) => r.bonusType))];
    return types.map((type) => ({
      name: t(bonusTypeKey(type), { defaultValue: type }),
      type: 'bar' as const,
      stack: 'paid',
      data: (data?.cycles ?? []).map((cycle) => {
        const row = data?.rows.find((r) => r.cycle === cycle && r.bonusType === type);
        return row && data ? major(row.amount, data.minorUnit) : 0;
      }),
    }));
  }, [data, t]);
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.cycle'), dataIndex: 'cycle' },
    {
      title: t('consoleReports.col.bonusType'),
      render: (_, r) => t(bonusTypeKey(r.bonusType), { defaultValue: r.bonusType }),
    },
    { title: t('consoleReports.col.members'), dataIndex: 'members', align: 'right' },
    {
      title: t('consoleReports.col.paid'),
      align: 'right',
      render: (_, r) => (data ? money(r.amount, data.minorUnit, data.currency) : ''),
    },
  ];
  return (
    <ReportFrame<Row>
      loading={report.isFetching}
      error={report.error}
      label={t('consoleReports.chart.payouts', { company: filters.company })}
      categories={data?.cycles ?? []}
      series={series}
      rows={data?.rows}
      columns={columns}
      rowKey={(r) => `${r.cycle}-${r.bonusType}`}
    />
  );
}
