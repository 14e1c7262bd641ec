import {
  CATALOG_KEYWORD_MAX,
  POINTS_SHOP_PAGE,
  type PointsProductCard as Product,
  type PointsProductListQuery,
} from '@portal/contract';
import { Empty, Flex, Input, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/ui/field-errors';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { usePaginationLabels } from '../../shared/ui/pagination-labels';
import { useExchangeMinBv } from './api/exchange-min-bv';
import { usePointsProducts } from './api/points-products';
import { ExchangeDialog } from './exchange-dialog';
import { PointsProductCard } from './points-product-card';
import { GridSkeleton, LoadFailed, PointsShopNav } from './points-shop-ui';
import { PointsSummary } from './points-summary';
import './points-shop.css';

/**
 * PointsShop exchange, the index (spec "Main mode"): the balance and when it would flush, the
 * month's BV rule said before the member tries, and the point-priced products, a page at a
 * time from the server; a card's Exchange opens the exchange of that product in a dialog.
 */
export function ExchangePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Partial<PointsProductListQuery>>({
    pageNum: 1,
    pageSize: POINTS_SHOP_PAGE.defaultSize,
  });
  const products = usePointsProducts(query);
  const rule = useExchangeMinBv();
  const [chosen, setChosen] = useState<Product | null>(null);
  const itemRender = usePaginationLabels();
  const blockedBy = rule.data && !rule.data.met ? t('pointsShop.rule.blocked') : null;
  const data = products.data;

  const content = () => {
    if (products.isPending) return <GridSkeleton count={8} />;
    if (products.isError || !data) {
      return (
        <LoadFailed
          message={messageOf(products.error, t)}
          onRetry={() => void products.refetch()}
        />
      );
    }
    if (data.list.length === 0) {
      return <Empty description={t(query.keyword ? 'pointsShop.noMatch' : 'pointsShop.empty')} />;
    }
    return (
      <>
        <div className="card-grid points-grid" aria-busy={products.isFetching}>
          {data.list.map((product) => (
            <PointsProductCard
              key={product.id}
              product={product}
              blockedBy={blockedBy}
              onExchange={setChosen}
            />
          ))}
        </div>
        <Pagination
          className="points-pager"
          current={data.pageNum}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          hideOnSinglePage
          itemRender={itemRender}
          onChange={(pageNum) => setQuery((q) => ({ ...q, pageNum }))}
        />
      </>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <PointsShopNav current="exchange" />
      <PointsSummary
        rule={rule.data}
        ruleFailed={rule.isError}
        onRetryRule={() => void rule.refetch()}
      />
      <Flex wrap gap="middle" align="center" className="points-filters">
        <Input.Search
          className="points-search"
          allowClear
          maxLength={CATALOG_KEYWORD_MAX}
          placeholder={t('pointsShop.search')}
          aria-label={t('pointsShop.search')}
          onSearch={(keyword) =>
            setQuery((q) => ({ ...q, pageNum: 1, keyword: keyword.trim() || undefined }))
          }
        />
        {data && (
          <span className="muted" role="status">
            {t('pointsShop.results', { count: data.total })}
          </span>
        )}
      </Flex>
      {content()}
      {chosen && <ExchangeDialog product={chosen} onClose={() => setChosen(null)} />}
    </PageFrame>
  );
}
