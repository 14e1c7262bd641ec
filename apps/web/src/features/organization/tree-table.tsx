import { TREE_SEARCH_MAX, type TreeKind, type TreeListQuery, type TreeRow } from '@portal/contract';
import { Button, Checkbox, Empty, Flex, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate } from '../../lib/format/business-time';
import { messageOf } from '../../shared/ui/field-errors';
import { useStandingText } from '../../shared/standing';
import { useScrollRegion } from '../../shared/ui/use-scroll-region';
import { useExportTree, useTreeList } from './api/tree-api';

const STATUSES = [0, 10, 20, 30] as const;

/** The table view: the downline with filters, paging and a CSV export of the same filter. */
export function TreeTable({ tree, directOnly }: { tree: TreeKind; directOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const words = useStandingText();
  const [query, setQuery] = useState<Partial<TreeListQuery>>({
    pageNum: 1,
    pageSize: 20,
    ...(directOnly ? { direct: 'true' } : {}),
  });
  const list = useTreeList(tree, query);
  const region = useScrollRegion<HTMLDivElement>(t('organization.view.table'));
  const exporter = useExportTree(tree);
  const set = (change: Partial<TreeListQuery>) =>
    setQuery((q) => ({ ...q, ...change, pageNum: 1 }));
  const columns = [
    { key: 'loginName', dataIndex: 'loginName' },
    { key: 'name', dataIndex: 'name' },
    { key: 'rank', dataIndex: 'rank', render: (code: string) => words.rank(code) },
    {
      key: 'status',
      dataIndex: 'status',
      render: (s: number) => t(`organization.status.${s}`, { defaultValue: String(s) }),
    },
    {
      key: 'side',
      dataIndex: 'side',
      render: (s: TreeRow['side']) => (s ? t(`organization.side.${s}`) : '—'),
    },
    { key: 'depth', dataIndex: 'depth' },
    { key: 'sponsor', dataIndex: 'sponsorLogin', render: (s: string | null) => s ?? '—' },
    {
      key: 'joined',
      dataIndex: 'joinedAt',
      render: (d: string) => formatBusinessDate(d, i18n.language),
    },
  ]
    // legs are placement facts: a sponsor tree has none
    .filter((c) => tree === 'placement' || c.key !== 'side')
    .map((c) => ({ ...c, title: t(`organization.column.${c.key}`) }));
  const { pageNum: _p, pageSize: _s, ...filter } = query;
  return (
    <div className="tree-table" ref={region}>
      <Flex wrap gap="small" align="center" className="tree-filters">
        <Input.Search
          allowClear
          className="tree-filter-q"
          maxLength={TREE_SEARCH_MAX}
          placeholder={t('organization.search.placeholder')}
          aria-label={t('organization.search.placeholder')}
          onSearch={(value) => set({ q: value.trim() || undefined })}
        />
        <Select
          aria-label={t('organization.filter.status')}
          className="tree-filter-select"
          value={query.status ?? -1}
          onChange={(v: number) => set({ status: v < 0 ? undefined : v })}
          options={[
            {
              value: -1,
              label: `${t('organization.filter.status')}: ${t('organization.filter.all')}`,
            },
            ...STATUSES.map((s) => ({
              value: s,
              label: t(`organization.status.${s}`, { defaultValue: String(s) }),
            })),
          ]}
        />
        {tree === 'placement' && (
          <Select
            aria-label={t('organization.filter.side')}
            className="tree-filter-select"
            value={query.side ?? ''}
            onChange={(v: string) => set({ side: v === 'L' || v === 'R' ? v : undefined })}
            options={[
              {
                value: '',
                label: `${t('organization.filter.side')}: ${t('organization.filter.all')}`,
              },
              { value: 'L', label: t('organization.side.L') },
              { value: 'R', label: t('organization.side.R') },
            ]}
          />
        )}
        {!directOnly && (
          <Checkbox
            checked={query.direct === 'true'}
            onChange={(e) => set({ direct: e.target.checked ? 'true' : undefined })}
          >
            {t('organization.filter.direct')}
          </Checkbox>
        )}
        <Button loading={exporter.isPending} onClick={() => exporter.mutate(filter)}>
          {t('organization.export')}
        </Button>
      </Flex>
      {list.isError ? (
        <p role="alert" className="tree-error">
          {messageOf(list.error, t)}{' '}
          <Button onClick={() => void list.refetch()}>{t('organization.retry')}</Button>
        </p>
      ) : (
        <Table<TreeRow>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.list ?? []}
          locale={{
            emptyText: (
              <Empty
                description={
                  filter.q || filter.status !== undefined || filter.side
                    ? t('organization.search.none')
                    : t('organization.empty')
                }
              />
            ),
          }}
          pagination={{
            current: list.data?.pageNum ?? query.pageNum,
            pageSize: list.data?.pageSize ?? query.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize })),
          }}
        />
      )}
    </div>
  );
}
