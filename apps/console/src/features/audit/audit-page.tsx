import { CONSOLE_DESK_CALLS, type CallAnswer } from '@portal/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime } from '../../shared/formats';
import { PageTitle } from '../../shared/page-title';
import { AuditFilterForm, type AuditFilters } from './audit-filters';
import { ChangeView } from './change-view';

type Entry = CallAnswer<typeof CONSOLE_DESK_CALLS.audit>['list'][number];

const OUTCOME_COLOUR = { ok: 'green', refused: 'orange', failed: 'red' } as const;

/** The audit trail, newest first, paged on the server, and its CSV with the same filters. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  // a link from a record's page opens the trail of that record (`?target=member:12`)
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<AuditFilters>(() => ({
    target: params.get('target')?.trim() || undefined,
  }));
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const trail = useQuery({
    queryKey: ['console', 'audit', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DESK_CALLS.audit, { query: { ...filters, ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
  const exporter = useMutation({
    mutationFn: () => callConsole(CONSOLE_DESK_CALLS.auditExport, { query: filters }),
  });
  const columns: ColumnsType<Entry> = [
    { title: t('consoleApp.audit.time'), render: (_, e) => dateTime(e.at, i18n.language) },
    { title: t('consoleApp.audit.operator'), dataIndex: 'operator' },
    {
      title: t('consoleApp.audit.source'),
      render: (_, e) => t(`consoleApp.audit.sourceName.${e.source}`),
    },
    { title: t('consoleApp.audit.action'), dataIndex: 'action' },
    { title: t('consoleApp.audit.company'), render: (_, e) => e.companyCode ?? '' },
    { title: t('consoleApp.audit.target'), render: (_, e) => e.target ?? '' },
    { title: t('consoleApp.audit.reason'), render: (_, e) => e.reason ?? '' },
    {
      title: t('consoleApp.audit.outcome'),
      render: (_, e) => (
        <Tag color={OUTCOME_COLOUR[e.outcome]}>{t(`consoleApp.audit.outcome.${e.outcome}`)}</Tag>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('consoleApp.audit.title')}</PageTitle>
      <AuditFilterForm
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      />
      <div style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {t('consoleApp.audit.export')}
        </Button>
      </div>
      <ErrorAlert error={trail.error ?? exporter.error} />
      <Table<Entry>
        rowKey="id"
        columns={columns}
        dataSource={trail.data?.list ?? []}
        loading={trail.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleApp.audit.empty') }}
        expandable={{
          expandedRowRender: (e) => <ChangeView before={e.before} after={e.after} />,
          rowExpandable: (e) => e.before !== null || e.after !== null,
        }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: trail.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </>
  );
}
