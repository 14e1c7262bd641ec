import { CATALOG_PAGE, type ProductListQuery } from '@portal/contract';
import { Empty, Flex, Input, Pagination, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../shared/ui/field-errors';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { useProducts } from './api/catalog';
import { ProductCard } from './product-card';
import { GridSkeleton, LoadFailed } from './shop-ui';
import { catalogPlatformOf, shopKindOf } from './shop-paths';
import { orderTypeOf, useAddToCartAction } from './use-add-to-cart';
import './shop.css';

/**
 * ShoppingMall on both platforms (spec "Main mode", "Marketplace mode"), and the autoship mall: the company's products
 * as a paged grid with the member price and BV, a category filter and a search.
 */
export default function MallPage({ titleKey, params }: PageProps) {
  const { t } = useTranslation();
  const shop = shopKindOf(
    useAppStore((state) => state.platformName),
    params,
  );
  const platform = catalogPlatformOf(shop);
  const [query, setQuery] = useState<Partial<ProductListQuery>>({
    pageNum: 1,
    pageSize: CATALOG_PAGE.defaultSize,
  });
  const products = useProducts(platform, query);
  const { add, busySku } = useAddToCartAction(orderTypeOf(shop === 'autoship'));
  const itemRender = usePaginationLabels();
  const categoryLabel = useUniqueId('mall-category');
  const data = products.data;

  const content = () => {
    if (products.isPending) return <GridSkeleton count={8} />;
    if (products.isError || !data) {
      return (
        <LoadFailed
          message={products.isError ? messageOf(products.error, t) : t('shop.mall.error')}
          onRetry={() => void products.refetch()}
        />
      );
    }
    if (data.list.length === 0) return <Empty description={t('shop.mall.empty')} />;
    return (
      <>
        <div className="shop-grid" aria-busy={products.isFetching}>
          {data.list.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              shop={shop}
              currency={data.currency}
              minorUnit={data.minorUnit}
              adding={busySku === product.skuId}
              onAdd={(p) => void add(p.skuId)}
            />
          ))}
        </div>
        <Pagination
          className="shop-pager"
          current={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          itemRender={itemRender}
          onChange={(pageNum) => setQuery((q) => ({ ...q, pageNum }))}
        />
      </>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <Flex wrap gap="middle" align="center" className="shop-filters">
        <span id={categoryLabel} className="visually-hidden">
          {t('shop.mall.category')}
        </span>
        <Select
          aria-labelledby={categoryLabel}
          className="shop-category"
          value={query.categoryId ?? 0}
          onChange={(value: number) =>
            setQuery((q) => ({ ...q, pageNum: 1, categoryId: value === 0 ? undefined : value }))
          }
          options={[
            { value: 0, label: t('shop.mall.allCategories') },
            ...(data?.categories ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Input.Search
          className="shop-search"
          allowClear
          maxLength={60}
          placeholder={t('shop.mall.search')}
          aria-label={t('shop.mall.search')}
          onSearch={(keyword) =>
            setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() || undefined }))
          }
        />
        {data && (
          <span className="muted" role="status">
            {t('shop.mall.results', { count: data.total })}
          </span>
        )}
      </Flex>
      {content()}
    </PageFrame>
  );
}
