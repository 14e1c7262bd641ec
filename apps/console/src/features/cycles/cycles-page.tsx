import { CONSOLE_CYCLES_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime, money } from '../../shared/formats';
import { useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { companiesOf, cycleKeys, stateColor, type CycleSummary } from './cycle-calls';

/** A company's commission runs, newest first, each with its state; the company stays in the address. */
export default function CyclesPage() {
  const { t, i18n } = useTranslation();
  const operator = useOperator();
  const companies = companiesOf(operator.companies);
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? companies[0] ?? '';
  const list = useQuery({
    queryKey: cycleKeys.list(company),
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CYCLES_CALLS.cycles, { query: { company }, signal }),
    enabled: company !== '',
  });
  const data = list.data;
  const columns: ColumnsType<CycleSummary> = [
    {
      title: t('consoleCycles.list.cycle'),
      render: (_, c) => (
        <Link to={`/cycles/${encodeURIComponent(company)}/${encodeURIComponent(c.cycle)}`}>
          {c.cycle}
        </Link>
      ),
    },
    {
      title: t('consoleCycles.list.state'),
      render: (_, c) => (
        <>
          <Tag color={stateColor(c.state)}>{t(`consoleCycles.state.${c.state}`)}</Tag>
          {!c.ended && (
            <Typography.Text type="secondary">{t('consoleCycles.list.inProgress')}</Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('consoleCycles.list.paid'),
      align: 'right',
      render: (_, c) =>
        c.paidTotal !== null && data ? money(c.paidTotal, data.minorUnit, data.currency) : '',
    },
    {
      title: t('consoleCycles.list.previewedBy'),
      render: (_, c) =>
        c.previewedBy ? `${c.previewedBy}, ${dateTime(c.previewedAt, i18n.language)}` : '',
    },
    { title: t('consoleCycles.list.auditedBy'), render: (_, c) => c.auditedBy ?? '' },
  ];
  return (
    <>
      <PageTitle>{t('consoleCycles.list.title')}</PageTitle>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('consoleCycles.list.company')} htmlFor="cycles-company">
          <Select
            id="cycles-company"
            value={company || undefined}
            style={{ minWidth: 120 }}
            options={companies.map((c) => ({ value: c, label: c }))}
            onChange={(value: string) => setParams({ company: value })}
          />
        </Form.Item>
      </Form>
      <ErrorAlert error={list.error} />
      <Table<CycleSummary>
        rowKey="cycle"
        columns={columns}
        dataSource={data?.cycles ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCycles.list.empty') }}
      />
    </>
  );
}
