import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex, Radio, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useFormats } from '../../lib/format/use-formats';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { useExchangeMinBv } from './api/exchange-min-bv';
import { usePointsProduct } from './api/points-product';
import { ExchangeForm } from './exchange-form';
import { ProductGallery } from '../../shared/ui/product-gallery';
import { POINTS_SHOP_PAGE_PATHS, pointsProductIdOf } from './points-paths';
import { LoadFailed } from './points-shop-ui';
import { PointsSummary } from './points-summary';
import './points-shop.css';

/**
 * PointsShop/ProductDetail (spec "Main mode", without left menu): one point-priced product,
 * its pictures, its options with their points price and stock, and the exchange, offered
 * once the month's BV rule is met (the rule says so above it otherwise).
 */
export function ProductDetailPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const id = pointsProductIdOf(useLocation().search);
  const product = usePointsProduct(id);
  const rule = useExchangeMinBv();
  const [skuId, setSkuId] = useState<number | null>(null);
  const optionLabel = useUniqueId('points-option');

  const content = () => {
    if (id === null) return <Result status="warning" title={t('error.invalidProduct')} />;
    if (product.isPending) return <Loading />;
    if (product.isError) {
      return (
        <LoadFailed message={messageOf(product.error, t)} onRetry={() => void product.refetch()} />
      );
    }
    const p = product.data;
    const sku = p.skus.find((s) => s.id === skuId) ?? p.skus[0];
    if (!sku) return <Result status="warning" title={t('error.invalidProduct')} />;
    return (
      <div className="points-detail">
        <ProductGallery images={p.images} name={p.name} />
        <Flex vertical gap="middle">
          <h2 className="points-card-name">{p.name}</h2>
          <p className="points-price">
            {t('pointsShop.price', { points: f.count(sku.pointsPrice) })}
          </p>
          {p.skus.length > 1 && (
            <div>
              <p id={optionLabel}>{t('pointsShop.option')}</p>
              <Radio.Group
                aria-labelledby={optionLabel}
                value={sku.id}
                onChange={(e) => setSkuId(e.target.value as number)}
                options={p.skus.map((s) => ({ value: s.id, label: s.label }))}
              />
            </div>
          )}
          {sku.stock === 0 && (
            <div>
              <Tag color="red">{t('pointsShop.outOfStock')}</Tag>
            </div>
          )}
          {sku.stock > 0 && rule.data?.met && (
            // a new key per option: quantity and pre-check start again for the other SKU
            <ExchangeForm
              key={sku.id}
              target={{
                skuId: sku.id,
                pointsPrice: sku.pointsPrice,
                stock: sku.stock,
                kind: p.kind,
              }}
            />
          )}
          <section>
            <h3 className="card-title">{t('pointsShop.description')}</h3>
            <p>{p.description}</p>
          </section>
        </Flex>
      </div>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <p>
        <Link to={POINTS_SHOP_PAGE_PATHS.exchange}>
          <ArrowLeftOutlined aria-hidden /> {t('pointsShop.back')}
        </Link>
      </p>
      <PointsSummary
        rule={rule.data}
        ruleFailed={rule.isError}
        onRetryRule={() => void rule.refetch()}
      />
      {content()}
    </PageFrame>
  );
}
