import { REPORT_FORECAST_DAYS, type ReportKind } from '@portal/contract';
import { Form, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recentCycles, recentDays, type ReportFilters } from './report-query';

interface Props {
  report: ReportKind;
  filters: ReportFilters;
  companies: string[];
  onChange: (next: Partial<ReportFilters>) => void;
}

/**
 * The company and the period: cycles for the company reports (empty: the last 12), business
 * days for the job queue (empty: the last 7), and the forecast's days for autoship.
 */
export function ReportFilterForm({ report, filters, companies, onChange }: Props) {
  const { t } = useTranslation();
  const cycles = useMemo(() => recentCycles().map((c) => ({ value: c, label: c })), []);
  const days = useMemo(() => recentDays().map((d) => ({ value: d, label: d })), []);
  const period = (name: 'from' | 'to' | 'fromDay' | 'toDay', options: typeof cycles) => (
    <Form.Item label={t(`consoleReports.filter.${name}`)} htmlFor={`report-${name}`}>
      <Select
        id={`report-${name}`}
        allowClear
        showSearch
        value={filters[name]}
        placeholder={t('consoleReports.filter.default')}
        style={{ minWidth: 140 }}
        options={options}
        onChange={(value?: string) => onChange({ [name]: value })}
      />
    </Form.Item>
  );
  return (
    <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      {report !== 'jobs' && (
        <Form.Item label={t('consoleReports.filter.company')} htmlFor="report-company">
          <Select
            id="report-company"
            value={filters.company || undefined}
            style={{ minWidth: 100 }}
            options={companies.map((c) => ({ value: c, label: c }))}
            onChange={(company: string) => onChange({ company })}
          />
        </Form.Item>
      )}
      {report === 'jobs' ? period('fromDay', days) : period('from', cycles)}
      {report === 'jobs' ? period('toDay', days) : period('to', cycles)}
      {report === 'autoship' && (
        <Form.Item label={t('consoleReports.filter.days')} htmlFor="report-days">
          <InputNumber
            id="report-days"
            min={1}
            max={REPORT_FORECAST_DAYS.max}
            value={filters.days ?? REPORT_FORECAST_DAYS.default}
            onChange={(value) => onChange({ days: value ?? undefined })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
