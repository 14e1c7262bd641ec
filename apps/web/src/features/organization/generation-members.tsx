import type { TreeRow } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format/use-formats';
import { messageOf } from '../../shared/ui/field-errors';
import { useStandingText } from '../../shared/standing';
import { ResponsiveTable, type ResponsiveColumn } from '../../shared/ui/responsive-table';
import { useGenerationMembers } from './api/generations-api';

/** Page sizes of a level's members: a level may hold thousands, so the server pages them. */
export const GENERATION_PAGE_SIZES = [10, 20, 50] as const;

/**
 * The members of one generation, read page by page from the server when the level is opened:
 * who, their rank by name, active as the standing decides it, when they joined and who
 * sponsored them. No placement facts: a sponsor tree has no legs.
 */
export function GenerationMembers({ level, cycle }: { level: number; cycle?: string }) {
  const { t } = useTranslation();
  const f = useFormats();
  const words = useStandingText();
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({
    pageNum: 1,
    pageSize: GENERATION_PAGE_SIZES[0],
  });
  const members = useGenerationMembers({ level, ...page, ...(cycle ? { cycle } : {}) });
  const label = t('organization.generations.membersOf', { level: f.count(level) });
  if (members.isError) {
    return (
      <p role="alert" className="tree-error">
        {messageOf(members.error, t)}{' '}
        <Button size="small" onClick={() => void members.refetch()}>
          {t('organization.retry')}
        </Button>
      </p>
    );
  }
  const title = (key: string) => t(`organization.column.${key}`);
  const columns: ResponsiveColumn<TreeRow>[] = [
    { key: 'loginName', dataIndex: 'loginName', title: title('loginName'), phone: 'title' },
    { key: 'name', dataIndex: 'name', title: title('name'), phone: 'title' },
    {
      key: 'rank',
      dataIndex: 'rank',
      title: title('rank'),
      render: (code: string) => words.rank(code),
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('organization.generations.column.active'),
      render: (active?: boolean) => (
        <Tag color={active ? 'green' : 'default'}>
          {active ? t('member.standing.isActive') : t('member.standing.notActive')}
        </Tag>
      ),
    },
    {
      key: 'joined',
      dataIndex: 'joinedAt',
      title: title('joined'),
      render: (d: string) => f.date(d),
    },
    {
      key: 'sponsor',
      dataIndex: 'sponsorLogin',
      title: title('sponsor'),
      render: (s: string | null) => s ?? '—',
    },
  ];
  return (
    <section className="generation-members" aria-label={label}>
      <ResponsiveTable<TreeRow>
        rowKey="id"
        label={label}
        columns={columns}
        dataSource={members.data?.list ?? []}
        loading={members.isFetching}
        emptyText={t('organization.generations.noMembers')}
        pagination={{
          current: members.data?.pageNum ?? page.pageNum,
          pageSize: members.data?.pageSize ?? page.pageSize,
          total: members.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...GENERATION_PAGE_SIZES],
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </section>
  );
}
