import { LOCALES, type ConsoleCategory } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert';
import {
  categoriesQuery,
  createCategory,
  moveCategory,
  removeCategory,
  renameCategory,
  type CategoryOwner,
} from './api/categories';
import { CATALOGUE_KEY } from './catalogue-key';
import { CategoryNamesModal } from './category-names-modal';

/**
 * The categories of the catalogue page's company and platform, in the members' mall order:
 * their names, how many products each lists, new ones, renaming, order and removal. After a
 * change the whole catalogue is read again, so the page's category selects show it at once.
 */
export function CategoriesDrawer({
  owner,
  onClose,
}: {
  owner: CategoryOwner;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useQuery(categoriesQuery(owner));
  const [editing, setEditing] = useState<ConsoleCategory | 'new'>();
  const refresh = () => void client.invalidateQueries({ queryKey: CATALOGUE_KEY });
  const move = useMutation({
    mutationFn: (v: { id: number; position: number }) => moveCategory(v.id, v.position),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: removeCategory, onSettled: refresh });
  const busy = move.isPending || remove.isPending;
  const list = categories.data?.list ?? [];
  const nameOf = (c: ConsoleCategory) => c.names.en ?? c.code;
  const done = () => {
    setEditing(undefined);
    refresh();
  };
  return (
    <Drawer
      open
      size="min(760px, 100vw)"
      onClose={onClose}
      title={t('consoleCatalogue.categories.title', {
        company: owner.companyCode,
        platform: owner.platform,
      })}
    >
      <Typography.Paragraph type="secondary">
        {t('consoleCatalogue.categories.hint')}
      </Typography.Paragraph>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>
        {t('consoleCatalogue.categories.add')}
      </Button>
      <ErrorAlert error={categories.error ?? move.error ?? remove.error} />
      <Table<ConsoleCategory>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list}
        loading={categories.isFetching || busy}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCatalogue.categories.empty') }}
        columns={[
          { title: t('consoleCatalogue.categories.column.position'), dataIndex: 'position' },
          {
            title: t('consoleCatalogue.categories.column.names'),
            render: (_, c) => <Names category={c} />,
          },
          { title: t('consoleCatalogue.categories.column.products'), dataIndex: 'productCount' },
          {
            title: t('consoleCatalogue.column.actions'),
            render: (_, c) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  disabled={busy || c.position === 1}
                  aria-label={t('consoleCatalogue.categories.earlierLabel', { name: nameOf(c) })}
                  onClick={() => move.mutate({ id: c.id, position: c.position - 1 })}
                >
                  {t('consoleCatalogue.categories.earlier')}
                </Button>
                <Button
                  size="small"
                  disabled={busy || c.position === list.length}
                  aria-label={t('consoleCatalogue.categories.laterLabel', { name: nameOf(c) })}
                  onClick={() => move.mutate({ id: c.id, position: c.position + 1 })}
                >
                  {t('consoleCatalogue.categories.later')}
                </Button>
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={t('consoleCatalogue.categories.renameTitle', { name: nameOf(c) })}
                  onClick={() => setEditing(c)}
                >
                  {t('consoleCatalogue.categories.rename')}
                </Button>
                {c.productCount === 0 && (
                  <Popconfirm
                    title={t('consoleCatalogue.categories.removeConfirm', { name: nameOf(c) })}
                    okText={t('consoleCatalogue.categories.remove')}
                    cancelText={t('consoleCatalogue.categories.keep')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(c.id)}
                  >
                    <Button
                      size="small"
                      danger
                      disabled={busy}
                      aria-label={t('consoleCatalogue.categories.removeLabel', { name: nameOf(c) })}
                    >
                      {t('consoleCatalogue.categories.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing === 'new' && (
        <CategoryNamesModal
          title={t('consoleCatalogue.categories.add')}
          save={(names) => createCategory(owner, names)}
          onClose={() => setEditing(undefined)}
          onDone={done}
        />
      )}
      {editing !== undefined && editing !== 'new' && (
        <CategoryNamesModal
          title={t('consoleCatalogue.categories.renameTitle', { name: nameOf(editing) })}
          initial={editing.names}
          save={(names) => renameCategory(editing.id, names)}
          onClose={() => setEditing(undefined)}
          onDone={done}
        />
      )}
    </Drawer>
  );
}

/** English first, then each other language that has a name, with the language it is in. */
function Names({ category }: { category: ConsoleCategory }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{category.names.en ?? category.code}</Typography.Text>
      {LOCALES.filter((l) => l !== 'en' && category.names[l]).map((l) => (
        <Typography.Text key={l} type="secondary">
          {t(`consoleCatalogue.language.${l}`)}: {category.names[l]}
        </Typography.Text>
      ))}
    </Space>
  );
}
