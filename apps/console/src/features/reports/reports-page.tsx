import { DownloadOutlined } from '@ant-design/icons';
import { CONSOLE_REPORT_CALLS, REPORT_KINDS, type ReportKind } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Radio } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { PageTitle } from '../../shared/page-title';
import { AutoshipReport } from './autoship-report';
import { JobsReport } from './jobs-report';
import { MembersReport } from './members-report';
import { PayoutsReport } from './payouts-report';
import { ReportFilterForm } from './report-filters';
import { useReportFilters, type ReportFilters } from './report-query';
import { SalesReport } from './sales-report';
import { WithdrawalsReport } from './withdrawals-report';

const VIEWS: Record<ReportKind, ComponentType<{ filters: ReportFilters }>> = {
  sales: SalesReport,
  payouts: PayoutsReport,
  withdrawals: WithdrawalsReport,
  members: MembersReport,
  autoship: AutoshipReport,
  jobs: JobsReport,
};

/** The reports, one at a time: a chart, its figures in a table, and the same rows as CSV. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { report, filters, companies, change } = useReportFilters();
  const View = VIEWS[report];
  const csv = useMutation({
    mutationFn: () =>
      callConsole(CONSOLE_REPORT_CALLS.reportCsv, { params: { report }, query: filters }),
  });
  return (
    <>
      <PageTitle>{t('consoleReports.title')}</PageTitle>
      {/* buttons that wrap rather than tabs: antd's tab strip hides what does not fit on a
          phone behind a menu button inside the tab list, which screen readers cannot follow */}
      <Radio.Group
        aria-label={t('consoleReports.title')}
        optionType="button"
        buttonStyle="solid"
        value={report}
        onChange={(e) => change({ report: e.target.value as ReportKind })}
        options={REPORT_KINDS.map((kind) => ({
          value: kind,
          label: t(`consoleReports.tab.${kind}`),
        }))}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 16 }}
      />
      <ReportFilterForm report={report} filters={filters} companies={companies} onChange={change} />
      <div style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={csv.isPending} onClick={() => csv.mutate()}>
          {t('consoleReports.csv')}
        </Button>
      </div>
      <ErrorAlert error={csv.error} />
      <View filters={filters} />
    </>
  );
}
