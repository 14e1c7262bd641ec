import {
  COMPANY_CODES,
  CONSOLE_CONTENT_CALLS,
  NEWS_STATES,
  formatBusinessTime,
  type CompanyCode,
  type ConsoleNewsRow,
  type NewsState,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { ListPageFrame } from '../../shared/list-page-frame';
import { NEWS_KEY } from './news-calls';
import { NewsEditor } from './news-editor';
import { NewsPreview } from './news-preview';

const STATE_COLOURS: Record<NewsState, string> = {
  scheduled: 'gold',
  published: 'green',
  expired: 'default',
  withdrawn: 'red',
};

/**
 * News of the operator's companies: where each item stands (scheduled, published, expired,
 * withdrawn), writing and changing one, a preview as a member reads it, and withdrawing it.
 */
export default function NewsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const client = useQueryClient();
  const [filters, setFilters] = useState<{ companyCode?: CompanyCode; state?: NewsState }>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<number | 'new'>();
  const [previewing, setPreviewing] = useState<ConsoleNewsRow>();
  const [withdrawing, setWithdrawing] = useState<ConsoleNewsRow>();
  const [saved, setSaved] = useState<number>();
  const news = useQuery({
    queryKey: [...NEWS_KEY, 'list', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CONTENT_CALLS.newsList, { query: { ...filters, ...paging }, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: NEWS_KEY });
  const withdraw = useMutation({
    mutationFn: (id: number) => callConsole(CONSOLE_CONTENT_CALLS.newsWithdraw, { params: { id } }),
    onSuccess: () => {
      setWithdrawing(undefined);
      refresh();
    },
  });
  const companies = me.companies ?? [...COMPANY_CODES];
  const filter = (next: typeof filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  return (
    <ListPageFrame
      title={t('consoleContent.title')}
      intro={t('consoleContent.intro')}
      notice={saved === undefined ? undefined : t('consoleContent.saved', { id: saved })}
      onNoticeClose={() => setSaved(undefined)}
      addLabel={t('consoleContent.add')}
      onAdd={() => setEditing('new')}
      filters={
        <>
          <Select<CompanyCode>
            allowClear
            aria-label={t('consoleContent.field.company')}
            placeholder={t('consoleContent.allCompanies')}
            style={{ width: 180 }}
            value={filters.companyCode}
            onChange={(companyCode) => filter({ ...filters, companyCode })}
            options={companies.map((c) => ({ value: c as CompanyCode, label: c }))}
          />
          <Select<NewsState>
            allowClear
            aria-label={t('consoleContent.state')}
            placeholder={t('consoleContent.allStates')}
            style={{ width: 180 }}
            value={filters.state}
            onChange={(state) => filter({ ...filters, state })}
            options={NEWS_STATES.map((s) => ({ value: s, label: t(`consoleContent.states.${s}`) }))}
          />
        </>
      }
    >
      <ErrorAlert error={news.error} />
      <Table<ConsoleNewsRow>
        rowKey="id"
        dataSource={news.data?.list ?? []}
        loading={news.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleContent.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: news.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          {
            title: t('consoleContent.field.title'),
            render: (_, r) => (
              <Space>
                {r.title}
                {r.pinned && <Tag>{t('consoleContent.pinned')}</Tag>}
              </Space>
            ),
          },
          { title: t('consoleContent.field.company'), dataIndex: 'companyCode' },
          {
            title: t('consoleContent.field.language'),
            render: (_, r) => t(`consoleContent.language.${r.language}`),
          },
          {
            title: t('consoleContent.state'),
            render: (_, r) => (
              <Tag color={STATE_COLOURS[r.state]}>{t(`consoleContent.states.${r.state}`)}</Tag>
            ),
          },
          {
            title: t('consoleContent.publishedFrom'),
            render: (_, r) => formatBusinessTime(r.publishAt),
          },
          {
            title: t('consoleContent.until'),
            render: (_, r) =>
              r.withdrawnAt
                ? formatBusinessTime(r.withdrawnAt)
                : r.expireAt
                  ? formatBusinessTime(r.expireAt)
                  : '—',
          },
          {
            title: t('consoleContent.actions'),
            render: (_, r) => (
              <Space wrap>
                <Button size="small" onClick={() => setPreviewing(r)}>
                  {t('consoleContent.action.preview')}
                </Button>
                {r.state !== 'withdrawn' && (
                  <>
                    <Button size="small" onClick={() => setEditing(r.id)}>
                      {t('consoleContent.action.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => setWithdrawing(r)}>
                      {t('consoleContent.action.withdraw')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <NewsEditor
          id={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onDone={(id) => {
            setEditing(undefined);
            setSaved(id);
            refresh();
          }}
        />
      )}
      {previewing && (
        <NewsPreview
          id={previewing.id}
          language={previewing.language}
          onClose={() => setPreviewing(undefined)}
        />
      )}
      {withdrawing && (
        <Modal
          open
          title={t('consoleContent.withdraw.title')}
          okText={t('consoleContent.action.withdraw')}
          okButtonProps={{ danger: true, loading: withdraw.isPending }}
          onOk={() => withdraw.mutate(withdrawing.id)}
          onCancel={() => {
            withdraw.reset();
            setWithdrawing(undefined);
          }}
        >
          <Typography.Paragraph>
            {t('consoleContent.withdraw.text', { title: withdrawing.title })}
          </Typography.Paragraph>
          <ErrorAlert error={withdraw.error} />
        </Modal>
      )}
    </ListPageFrame>
  );
}
