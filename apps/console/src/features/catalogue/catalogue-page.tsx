import {
  COMPANY_CODES,
  CONSOLE_CATALOGUE_CALLS,
  PLATFORMS,
  type CompanyCode,
  type ConsoleProductRow,
  type Platform,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callConsole } from '../../lib/api';
import { ErrorAlert } from '../../shared/error-alert';
import { useOperator } from '../../shared/operator';
import { PageTitle } from '../../shared/page-title';
import { CategoriesDrawer } from './categories-drawer';
import { CATALOGUE_KEY } from './catalogue-key';
import { PackCreateModal } from './pack-create-modal';
import { ProductCreateModal } from './product-create-modal';
import { ProductDrawer } from './product-drawer';

interface Filters {
  companyCode: CompanyCode;
  platform: Platform;
  categoryId?: number;
  text?: string;
  active?: 'true' | 'false';
}

/**
 * The catalogue of one company and platform: products, published and withdrawn, paged on the
 * server and filtered by category, text and state; a product opens in a drawer to edit.
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const me = useOperator();
  const companies = (me.companies ?? [...COMPANY_CODES]) as CompanyCode[];
  const [filters, setFilters] = useState<Filters>({
    companyCode: companies[0] ?? 'US',
    platform: 'bzz',
  });
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [open, setOpen] = useState<number>();
  const [adding, setAdding] = useState<'product' | 'pack'>();
  const [sorting, setSorting] = useState(false);
  const products = useQuery({
    queryKey: [...CATALOGUE_KEY, 'list', filters, paging],
    queryFn: ({ signal }) =>
      callConsole(CONSOLE_CATALOGUE_CALLS.products, {
        query: { ...filters, ...paging, text: filters.text || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const filter = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const categories = products.data?.categories ?? [];
  const created = (id: number) => {
    setAdding(undefined);
    void products.refetch();
    setOpen(id);
  };
  return (
    <>
      <PageTitle>{t('consoleCatalogue.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('consoleCatalogue.intro')}</Typography.Paragraph>
      <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Select<CompanyCode>
            aria-label={t('consoleCatalogue.field.company')}
            style={{ width: 120 }}
            value={filters.companyCode}
            onChange={(companyCode) => filter({ companyCode, categoryId: undefined })}
            options={companies.map((c) => ({ value: c, label: c }))}
          />
          <Select<Platform>
            aria-label={t('consoleCatalogue.field.platform')}
            style={{ width: 120 }}
            value={filters.platform}
            onChange={(platform) => filter({ platform, categoryId: undefined })}
            options={PLATFORMS.map((p) => ({ value: p, label: p }))}
          />
          <Select<number>
            allowClear
            aria-label={t('consoleCatalogue.field.category')}
            placeholder={t('consoleCatalogue.allCategories')}
            style={{ width: 200 }}
            value={filters.categoryId}
            onChange={(categoryId) => filter({ categoryId })}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select<'true' | 'false'>
            allowClear
            aria-label={t('consoleCatalogue.field.state')}
            placeholder={t('consoleCatalogue.allStates')}
            style={{ width: 160 }}
            value={filters.active}
            onChange={(active) => filter({ active })}
            options={[
              { value: 'true', label: t('consoleCatalogue.published') },
              { value: 'false', label: t('consoleCatalogue.withdrawn') },
            ]}
          />
          <Input.Search
            allowClear
            aria-label={t('consoleCatalogue.field.search')}
            placeholder={t('consoleCatalogue.field.search')}
            style={{ width: 240 }}
            onSearch={(text) => filter({ text })}
          />
        </Space>
        <Space wrap>
          <Button onClick={() => setSorting(true)}>{t('consoleCatalogue.categories.open')}</Button>
          <Button onClick={() => setAdding('pack')}>{t('consoleCatalogue.addPack')}</Button>
          <Button type="primary" onClick={() => setAdding('product')}>
            {t('consoleCatalogue.addProduct')}
          </Button>
        </Space>
      </Flex>
      <ErrorAlert error={products.error} />
      <Table<ConsoleProductRow>
        rowKey="id"
        dataSource={products.data?.list ?? []}
        loading={products.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('consoleCatalogue.empty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: products.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('consoleCatalogue.column.name'), dataIndex: 'name' },
          { title: t('consoleCatalogue.column.code'), dataIndex: 'code' },
          {
            title: t('consoleCatalogue.column.kind'),
            render: (_, r) => t(`consoleCatalogue.kind.${r.kind}`),
          },
          {
            title: t('consoleCatalogue.column.category'),
            render: (_, r) => categories.find((c) => c.id === r.categoryId)?.name ?? r.categoryId,
          },
          {
            title: t('consoleCatalogue.column.skus'),
            render: (_, r) =>
              t('consoleCatalogue.skuCount', { active: r.activeSkuCount, total: r.skuCount }),
          },
          {
            title: t('consoleCatalogue.column.state'),
            render: (_, r) => (
              <Tag color={r.active ? 'green' : 'red'}>
                {t(r.active ? 'consoleCatalogue.published' : 'consoleCatalogue.withdrawn')}
              </Tag>
            ),
          },
          {
            title: t('consoleCatalogue.column.actions'),
            render: (_, r) => (
              <Button size="small" onClick={() => setOpen(r.id)}>
                {t('consoleCatalogue.open')}
              </Button>
            ),
          },
        ]}
      />
      {open !== undefined && (
        <ProductDrawer id={open} categories={categories} onClose={() => setOpen(undefined)} />
      )}
      {sorting && (
        <CategoriesDrawer
          owner={{ companyCode: filters.companyCode, platform: filters.platform }}
          onClose={() => setSorting(false)}
        />
      )}
      {adding === 'pack' && (
        <PackCreateModal
          companyCode={filters.companyCode}
          platform={filters.platform}
          categories={categories}
          onClose={() => setAdding(undefined)}
          onDone={created}
        />
      )}
      {adding === 'product' && (
        <ProductCreateModal
          companyCode={filters.companyCode}
          platform={filters.platform}
          categories={categories}
          onClose={() => setAdding(undefined)}
          onDone={created}
        />
      )}
    </>
  );
}
