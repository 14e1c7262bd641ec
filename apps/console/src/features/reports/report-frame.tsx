import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import { ReportChart, type ChartSeries } from '../../shared/report-chart';

interface Props<Row> {
  loading: boolean;
  error: unknown;
  /** the chart's accessible name; its figures are the table's */
  label: string;
  categories: string[];
  series: ChartSeries[];
  rows: Row[] | undefined;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  /** shown above the chart (a headline figure) */
  before?: ReactNode;
}

/**
 * One report's chart with the same figures in a table under it, the loading and empty states,
 * and the server's refusal (a period out of bounds, another company) as a translated alert.
 */
export function ReportFrame<Row extends object>(p: Props<Row>) {
  const { t } = useTranslation();
  const empty = !p.loading && !p.error && p.rows !== undefined && p.rows.length === 0;
  return (
    <>
      <ErrorAlert error={p.error} />
      {p.before}
      {p.rows !== undefined && p.rows.length > 0 && (
        <ReportChart label={p.label} categories={p.categories} series={p.series} />
      )}
      <Table<Row>
        rowKey={p.rowKey}
        columns={p.columns}
        dataSource={p.rows ?? []}
        loading={p.loading}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: empty ? t('consoleReports.empty') : ' ' }}
      />
    </>
  );
}
