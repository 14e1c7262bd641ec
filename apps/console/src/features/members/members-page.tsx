import { CONSOLE_DESK_CALLS, CONSOLE_SEARCH_MAX, type CallAnswer } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { memberStatusKey } from '../../shared/formats';
import { PageTitle } from '../../shared/page-title';

type Summary = CallAnswer<typeof CONSOLE_DESK_CALLS.memberSearch>['list'][number];

/** Members by login name, name, email, phone or id; the search stays in the address. */
export default function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const search = useQuery({
    queryKey: ['console', 'members', q, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_DESK_CALLS.memberSearch, { query: { q, ...paging }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<Summary> = [
    { title: t('consoleApp.members.id'), dataIndex: 'id' },
    {
      title: t('consoleApp.members.loginName'),
      render: (_, m) => <Link to={`/members/${m.id}`}>{m.loginName}</Link>,
    },
    { title: t('consoleApp.members.name'), dataIndex: 'name' },
    { title: t('consoleApp.members.email'), render: (_, m) => m.email ?? '' },
    { title: t('consoleApp.members.phone'), render: (_, m) => m.phone ?? '' },
    { title: t('consoleApp.members.company'), dataIndex: 'companyCode' },
    {
      title: t('consoleApp.members.status'),
      render: (_, m) => <Tag>{t(memberStatusKey(m.status))}</Tag>,
    },
  ];
  return (
    <>
      <PageTitle>{t('consoleApp.members.title')}</PageTitle>
      <Input.Search
        aria-label={t('consoleApp.members.search')}
        placeholder={t('consoleApp.members.searchHint')}
        defaultValue={q}
        enterButton={t('consoleApp.members.searchButton')}
        maxLength={CONSOLE_SEARCH_MAX}
        allowClear
        onSearch={(value) => {
          setPaging((p) => ({ ...p, pageNum: 1 }));
          setParams(value.trim() ? { q: value.trim() } : {});
        }}
        style={{ maxWidth: 560, marginBottom: 16 }}
      />
      <ErrorAlert error={search.error} />
      {q && (
        <Table<Summary>
          rowKey="id"
          columns={columns}
          dataSource={search.data?.list ?? []}
          loading={search.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('consoleApp.members.empty') }}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: search.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      )}
    </>
  );
}
