import { CONSOLE_DISCLOSURE_CALLS, formatBusinessTime } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useCan, useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { companiesOf } from '../cycles/cycle-calls';
import { disclosureKeys, publicPageUrl, type StatementSummary } from './disclosure-calls';
import { GenerateForm, type PeriodValues } from './generate-form';
import { StatementView } from './statement-view';

/**
 * The income disclosure statement of a company: generate one for a period, read the ones kept
 * (the figures as computed then), publish one on the company's public page. The company and
 * the statement open stay in the address.
 */
export default function DisclosurePage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const companies = companiesOf(useOperator().companies);
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? companies[0] ?? '';
  const openId = Number(params.get('id')) || null;
  const list = useQuery({
    queryKey: disclosureKeys.list(company),
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DISCLOSURE_CALLS.disclosures, { query: { company }, signal }),
    enabled: company !== '',
  });
  const statement = useQuery({
    queryKey: disclosureKeys.one(openId ?? 0),
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DISCLOSURE_CALLS.disclosure, { params: { id: openId! }, signal }),
    enabled: openId !== null,
  });
  const open = (id: number) => setParams({ company, id: String(id) });
  const generate = useMutation({
    mutationFn: (period: PeriodValues) =>
      callConsole(CONSOLE_DISCLOSURE_CALLS.disclosureGenerate, { body: { company, ...period } }),
    onSuccess: async (made) => {
      queryClient.setQueryData(disclosureKeys.one(made.id), made);
      await queryClient.invalidateQueries({ queryKey: disclosureKeys.list(company) });
      open(made.id);
    },
  });
  const publish = useMutation({
    mutationFn: (id: number) =>
      callConsole(CONSOLE_DISCLOSURE_CALLS.disclosurePublish, { params: { id } }),
    onSuccess: async (done) => {
      queryClient.setQueryData(disclosureKeys.one(done.id), done);
      await queryClient.invalidateQueries({ queryKey: disclosureKeys.list(company) });
    },
  });
  const columns: ColumnsType<StatementSummary> = [
    {
      title: t('consoleDisclosure.column.period'),
      render: (_, s) => t('consoleDisclosure.period', { start: s.startDate, end: s.endDate }),
    },
    {
      title: t('consoleDisclosure.column.generated'),
      render: (_, s) =>
        t('consoleDisclosure.generatedBy', {
          by: s.generatedBy,
          at: formatBusinessTime(s.generatedAt),
        }),
    },
    {
      title: t('consoleDisclosure.column.status'),
      render: (_, s) => (
        <Tag color={s.published ? 'green' : 'default'}>
          {t(s.published ? 'consoleDisclosure.published' : 'consoleDisclosure.draft')}
        </Tag>
      ),
    },
    {
      title: '',
      render: (_, s) => (
        <Button size="small" onClick={() => open(s.id)} disabled={s.id === openId}>
          {t('consoleDisclosure.open')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('consoleDisclosure.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('consoleDisclosure.intro')}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('consoleDisclosure.company')} htmlFor="disclosure-company">
          <Select
            id="disclosure-company"
            value={company || undefined}
            style={{ minWidth: 120 }}
            options={companies.map((c) => ({ value: c, label: c }))}
            onChange={(value: string) => setParams({ company: value })}
          />
        </Form.Item>
        <Form.Item>
          <Typography.Link href={publicPageUrl(company)} target="_blank" rel="noopener">
            {t('consoleDisclosure.publicPage')}
          </Typography.Link>
        </Form.Item>
      </Form>
      {can('disclosure:publish') && (
        <Card style={{ marginBottom: 16 }}>
          <GenerateForm pending={generate.isPending} onGenerate={(p) => generate.mutate(p)} />
          <div style={{ marginTop: 12 }}>
            <ErrorAlert error={generate.error} />
          </div>
          {generate.isSuccess && (
            <Alert role="status" type="success" showIcon title={t('consoleDisclosure.generated')} />
          )}
        </Card>
      )}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('consoleDisclosure.statements')}
      </Typography.Title>
      <ErrorAlert error={list.error} />
      <Table<StatementSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.statements ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleDisclosure.empty') }}
        style={{ marginBottom: 24 }}
      />
      <ErrorAlert error={statement.error ?? publish.error} />
      {statement.isFetching && !statement.data && <Spin />}
      {statement.data && (
        <Card>
          {publish.isSuccess && (
            <Alert
              role="status"
              type="success"
              showIcon
              title={t('consoleDisclosure.publishedDone')}
              style={{ marginBottom: 12 }}
            />
          )}
          <StatementView
            statement={statement.data}
            publishing={publish.isPending}
            onPublish={() => publish.mutate(statement.data.id)}
          />
        </Card>
      )}
    </>
  );
}
