import { CONSOLE_REPORT_CALLS, type ConsoleAutoshipReport } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { money } from '../../shared/formats';
import { ReportFrame } from './report-frame';
import { cycleQuery, type ReportFilters } from './report-query';

type Forecast = ConsoleAutoshipReport['forecast'][number];
type Row = ConsoleAutoshipReport['rows'][number];

/** The runs of the next days at today's prices, then how the period's runs ended per cycle. */
export function AutoshipReport({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const query = { ...cycleQuery(filters), days: filters.days };
  const report = useQuery({
    queryKey: ['console', 'reports', 'autoship', query],
    queryFn: ({ signal }) => callConsole(CONSOLE_REPORT_CALLS.reportAutoship, { query, signal }),
    enabled: query.company !== '',
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const forecastSeries = useMemo(
    () => [
      {
        name: t('consoleReports.col.runs'),
        type: 'bar' as const,
        data: (data?.forecast ?? []).map((f) => f.runs),
      },
    ],
    [data, t],
  );
  const rateSeries = useMemo(() => {
    const rowOf = (cycle: string) => data?.rows.find((r) => r.cycle === cycle);
    return [
      {
        name: t('consoleReports.col.paid'),
        type: 'bar' as const,
        stack: 'runs',
        data: (data?.cycles ?? []).map((c) => rowOf(c)?.paid ?? 0),
      },
      {
        name: t('consoleReports.col.failed'),
        type: 'bar' as const,
        stack: 'runs',
        data: (data?.cycles ?? []).map((c) => rowOf(c)?.failed ?? 0),
      },
      {
        name: t('consoleReports.col.successRate'),
        type: 'line' as const,
        rightAxis: true,
        data: (data?.cycles ?? []).map((c) => Number(rowOf(c)?.successRate ?? 0)),
      },
    ];
  }, [data, t]);
  const forecastColumns: ColumnsType<Forecast> = [
    { title: t('consoleReports.col.day'), dataIndex: 'day' },
    { title: t('consoleReports.col.runs'), dataIndex: 'runs', align: 'right' },
    {
      title: t('consoleReports.col.amount'),
      align: 'right',
      render: (_, f) => (data ? money(f.amount, data.minorUnit, data.currency) : ''),
    },
    { title: t('consoleReports.col.bv'), dataIndex: 'bv', align: 'right' },
  ];
  const columns: ColumnsType<Row> = [
    { title: t('consoleReports.col.cycle'), dataIndex: 'cycle' },
    { title: t('consoleReports.col.runs'), dataIndex: 'runs', align: 'right' },
    { title: t('consoleReports.col.paid'), dataIndex: 'paid', align: 'right' },
    { title: t('consoleReports.col.failed'), dataIndex: 'failed', align: 'right' },
    { title: t('consoleReports.col.skipped'), dataIndex: 'skipped', align: 'right' },
    {
      title: t('consoleReports.col.successRate'),
      align: 'right',
      render: (_, r) => (r.successRate === null ? '' : `${r.successRate} %`),
    },
  ];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('consoleReports.autoship.forecast')}
      </Typography.Title>
      <ReportFrame<Forecast>
        loading={report.isFetching}
        error={report.error}
        label={t('consoleReports.chart.forecast', { company: filters.company })}
        categories={(data?.forecast ?? []).map((f) => f.day)}
        series={forecastSeries}
        rows={data?.forecast}
        columns={forecastColumns}
        rowKey={(f) => f.day}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('consoleReports.autoship.past')}
      </Typography.Title>
      <ReportFrame<Row>
        loading={report.isFetching}
        error={null}
        label={t('consoleReports.chart.autoship', { company: filters.company })}
        categories={data?.cycles ?? []}
        series={rateSeries}
        rows={data?.rows}
        columns={columns}
        rowKey={(r) => r.cycle}
      />
    </>
  );
}
