import { CONSOLE_BATCHES_CALLS, WITHDRAWAL_BATCH_STATUSES } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '../../shared/filter-buttons';
import { Link, useNavigate } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { dateTime, money } from '../../shared/formats';
import { useCan } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { BATCHES_KEY, batchStatusColor, type BatchView } from './batch-api';
import { NewBatchModal } from './new-batch-modal';

interface Filters {
  status?: BatchView['status'];
  company?: string;
}

/** Withdrawal batches, newest first, paged on the server; a new batch if the operator may. */
export default function BatchesPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [...BATCHES_KEY, filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_BATCHES_CALLS.batches, { query: { ...filters, ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filters) => {
    setFilters({ status: next.status ?? undefined, company: next.company?.trim() || undefined });
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <>
      <PageTitle>{t('consoleBatches.title')}</PageTitle>
      <Form<Filters>
        form={form}
        layout="vertical"
        onFinish={apply}
        style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'flex-end' }}
      >
        <Form.Item name="status" label={t('consoleBatches.status')}>
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('consoleApp.all')}
            options={WITHDRAWAL_BATCH_STATUSES.map((s) => ({
              value: s,
              label: t(`consoleBatches.status.${s}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="company" label={t('consoleBatches.company')}>
          <Input maxLength={16} style={{ width: 120 }} />
        </Form.Item>
        <FilterButtons form={form} onClear={() => apply({})}>
          {can('withdrawal:batch') && (
            <Button onClick={() => setCreating(true)}>{t('consoleBatches.new')}</Button>
          )}
        </FilterButtons>
      </Form>
      <ErrorAlert error={list.error} />
      <Table<BatchView>
        rowKey="id"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleBatches.empty') }}
        columns={[
          {
            title: t('consoleBatches.id'),
            render: (_, b) => <Link to={`/batches/${b.id}`}>#{b.id}</Link>,
          },
          { title: t('consoleBatches.company'), dataIndex: 'companyCode' },
          {
            title: t('consoleBatches.status'),
            render: (_, b) => (
              <Tag color={batchStatusColor(b.status)}>{t(`consoleBatches.status.${b.status}`)}</Tag>
            ),
          },
          { title: t('consoleBatches.count'), dataIndex: 'count', align: 'right' },
          {
            title: t('consoleBatches.total'),
            align: 'right',
            render: (_, b) => money(b.total, b.minorUnit, b.currency),
          },
          { title: t('consoleBatches.preparedBy'), dataIndex: 'preparedBy' },
          {
            title: t('consoleBatches.preparedAt'),
            render: (_, b) => dateTime(b.preparedAt, i18n.language),
          },
          { title: t('consoleBatches.approvedBy'), render: (_, b) => b.approvedBy ?? '' },
        ]}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {creating && (
        <NewBatchModal
          onClose={() => setCreating(false)}
          onDone={(id) => {
            setCreating(false);
            void navigate(`/batches/${id}`);
          }}
        />
      )}
    </>
  );
}
