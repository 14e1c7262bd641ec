import {
  COMPANY_CODES,
  CONSOLE_LIBRARY_CALLS,
  LIBRARY_CATEGORIES,
  LIBRARY_STATES,
  LOCALES,
  formatBusinessTime,
  type CompanyCode,
  type ConsoleLibraryRow,
  type LibraryCategory,
  type LibraryState,
  type Locale,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { ListPageFrame } from '../../shared/list-page-frame';
import { LIBRARY_KEY, sizeText } from './library-calls';
import { LibraryEditor } from './library-editor';

interface Filters {
  companyCode?: CompanyCode;
  category?: LibraryCategory;
  language?: Locale;
  state?: LibraryState;
}
type Step = 'publish' | 'withdraw' | 'delete';
const STEP_CALLS = {
  publish: CONSOLE_LIBRARY_CALLS.libraryPublish,
  withdraw: CONSOLE_LIBRARY_CALLS.libraryWithdraw,
  delete: CONSOLE_LIBRARY_CALLS.libraryDelete,
} as const;

/**
 * The companies' libraries: each document with where it stands (published or withdrawn),
 * uploading one, changing its title, category and language, publishing, withdrawing, deleting.
 */
export default function LibraryPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<ConsoleLibraryRow | 'new'>();
  const [confirming, setConfirming] = useState<{ row: ConsoleLibraryRow; step: Step }>();
  const [done, setDone] = useState<string>();
  const docs = useQuery({
    queryKey: [...LIBRARY_KEY, 'list', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_LIBRARY_CALLS.libraryList, {
        query: { ...filters, ...paging },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: LIBRARY_KEY });
  const step = useMutation({
    mutationFn: ({ row, step: s }: { row: ConsoleLibraryRow; step: Step }) =>
      callConsole(STEP_CALLS[s], { params: { id: row.id } }),
    onSuccess: (row, { step: s }) => {
      setConfirming(undefined);
      setDone(t(`consoleLibrary.done.${s}`, { title: row.title }));
      refresh();
    },
  });
  const companies = me.companies ?? [...COMPANY_CODES];
  const filter = (next: Filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const select = <K extends keyof Filters>(key: K, values: readonly string[], label: string) => (
    <Select<Filters[K]>
      allowClear
      aria-label={t(`consoleLibrary.field.${key === 'companyCode' ? 'company' : key}`)}
      placeholder={t(`consoleLibrary.all.${key}`)}
      style={{ width: 170 }}
      value={filters[key]}
      onChange={(value) => filter({ ...filters, [key]: value })}
      options={values.map((v) => ({ value: v, label: label ? t(`${label}.${v}`) : v }))}
    />
  );
  return (
    <ListPageFrame
      title={t('consoleLibrary.title')}
      intro={t('consoleLibrary.intro')}
      notice={done}
      onNoticeClose={() => setDone(undefined)}
      addLabel={t('consoleLibrary.add')}
      onAdd={() => setEditing('new')}
      filters={
        <>
          {select('companyCode', companies, '')}
          {select('category', LIBRARY_CATEGORIES, 'consoleLibrary.category')}
          {select('language', LOCALES, 'consoleLibrary.language')}
          {select('state', LIBRARY_STATES, 'consoleLibrary.states')}
        </>
      }
    >
      <ErrorAlert error={docs.error} />
      <Table<ConsoleLibraryRow>
        rowKey="id"
        dataSource={docs.data?.list ?? []}
        loading={docs.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleLibrary.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: docs.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleLibrary.field.title'), dataIndex: 'title' },
          { title: t('consoleLibrary.field.company'), dataIndex: 'companyCode' },
          {
            title: t('consoleLibrary.field.category'),
            render: (_, r) => t(`consoleLibrary.category.${r.category}`),
          },
          {
            title: t('consoleLibrary.field.language'),
            render: (_, r) => t(`consoleLibrary.language.${r.lang}`),
          },
          {
            title: t('consoleLibrary.field.file'),
            render: (_, r) =>
              r.videoUrl ??
              `${r.fileName ?? ''} (${t(`consoleLibrary.kind.${r.kind}`)}, ${sizeText(r.sizeBytes)})`,
          },
          {
            title: t('consoleLibrary.field.state'),
            render: (_, r) => (
              <Tag color={r.state === 'published' ? 'green' : 'red'}>
                {t(`consoleLibrary.states.${r.state}`)}
              </Tag>
            ),
          },
          {
            title: t('consoleLibrary.field.added'),
            render: (_, r) => formatBusinessTime(r.createdAt),
          },
          {
            title: t('consoleLibrary.actions'),
            render: (_, r) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(r)}>
                  {t('consoleLibrary.action.edit')}
                </Button>
                {r.state === 'withdrawn' ? (
                  <Button size="small" onClick={() => setConfirming({ row: r, step: 'publish' })}>
                    {t('consoleLibrary.action.publish')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => setConfirming({ row: r, step: 'withdraw' })}>
                    {t('consoleLibrary.action.withdraw')}
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  onClick={() => setConfirming({ row: r, step: 'delete' })}
                >
                  {t('consoleLibrary.action.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <LibraryEditor
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onDone={(row) => {
            setEditing(undefined);
            setDone(t('consoleLibrary.done.saved', { title: row.title }));
            refresh();
          }}
        />
      )}
      {confirming && (
        <Modal
          open
          title={t(`consoleLibrary.confirm.${confirming.step}`)}
          okText={t(`consoleLibrary.action.${confirming.step}`)}
          okButtonProps={{ danger: confirming.step !== 'publish', loading: step.isPending }}
          onOk={() => step.mutate(confirming)}
          onCancel={() => {
            step.reset();
            setConfirming(undefined);
          }}
        >
          <Typography.Paragraph>
            {t(`consoleLibrary.confirm.${confirming.step}Text`, { title: confirming.row.title })}
          </Typography.Paragraph>
          <ErrorAlert error={step.error} />
        </Modal>
      )}
    </ListPageFrame>
  );
}
