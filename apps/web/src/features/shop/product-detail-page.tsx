import { ArrowLeftOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { CART_QTY, formatVolume } from '@portal/contract';
import { Alert, Button, Flex, InputNumber, Radio, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppStore } from '../../lib/app-store';
import { messageOf } from '../../shared/ui/field-errors';
import { Loading } from '../../shared/ui/loading';
import { PageFrame } from '../../shared/ui/page-frame';
import type { PageProps } from '../../shared/ui/page-props';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { useProduct } from './api/catalog';
import { ProductGallery } from '../../shared/ui/product-gallery';
import { productIdOf, SHOP_PATHS, shopKindOf } from './shop-paths';
import { Money } from '../../shared/format/money-text';
import { LoadFailed } from './shop-ui';
import { orderTypeOf, useAddToCartAction } from './use-add-to-cart';
import './shop.css';

/** ProductDetail on both platforms: gallery, SKU choice, quantity (never zero), pack contents. */
export default function ProductDetailPage({ titleKey, params }: PageProps) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const shop = shopKindOf(
    useAppStore((state) => state.platformName),
    params,
  );
  const id = productIdOf(search);
  const product = useProduct(id);
  const [skuId, setSkuId] = useState<number | null>(null);
  const [qty, setQty] = useState(1);
  const { add, busySku } = useAddToCartAction(orderTypeOf(shop === 'autoship'));
  const optionLabel = useUniqueId('sku-option');
  const qtyLabel = useUniqueId('sku-qty');

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
    if (!sku)
      return (
        <LoadFailed message={t('error.invalidProduct')} onRetry={() => void product.refetch()} />
      );
    const max = Math.max(1, Math.min(CART_QTY.max, sku.stock));
    return (
      <div className="shop-detail">
        <ProductGallery images={p.images} name={p.name} />
        <Flex vertical gap="middle" className="shop-detail-info">
          <div>
            <h2 className="shop-card-name">{p.name}</h2>
            <p className="muted">{p.categoryName}</p>
            {p.kind !== 'normal' && <Tag>{t(`shop.kind.${p.kind}`)}</Tag>}
          </div>
          <p className="shop-price">
            <span className="visually-hidden">{t('shop.price.member')}: </span>
            <Money amount={sku.memberPrice} minorUnit={p.minorUnit} currency={p.currency} />
          </p>
          <p className="muted">
            {t('shop.price.retail')}:{' '}
            <Money amount={sku.retailPrice} minorUnit={p.minorUnit} currency={p.currency} />
          </p>
          <p className="shop-bv">{t('shop.bv', { bv: formatVolume(sku.bv, i18n.language) })}</p>
          {p.skus.length > 1 && (
            <div>
              <p id={optionLabel}>{t('shop.detail.option')}</p>
              <Radio.Group
                aria-labelledby={optionLabel}
                value={sku.id}
                onChange={(e) => {
                  setSkuId(e.target.value as number);
                  setQty(1);
                }}
                options={p.skus.map((s) => ({ value: s.id, label: s.label }))}
              />
            </div>
          )}
          <Flex gap="small" align="center" wrap>
            <label id={qtyLabel} htmlFor={`${qtyLabel}-input`}>
              {t('shop.detail.qty')}
            </label>
            <InputNumber
              id={`${qtyLabel}-input`}
              min={CART_QTY.min}
              max={max}
              precision={0}
              value={qty}
              disabled={sku.stock === 0}
              onChange={(value) => setQty(Math.min(max, Math.max(CART_QTY.min, value ?? 1)))}
            />
            <span className="muted">
              {sku.stock === 0
                ? t('shop.mall.outOfStock')
                : t('shop.detail.stock', { count: sku.stock })}
            </span>
          </Flex>
          <Button
            type="primary"
            size="large"
            icon={<ShoppingCartOutlined />}
            disabled={sku.stock === 0}
            loading={busySku === sku.id}
            onClick={() => void add(sku.id, qty)}
          >
            {t('shop.mall.addToCart')}
          </Button>
          {p.kind === 'eproduct' && (
            <Alert type="info" showIcon title={t('shop.detail.eproduct')} />
          )}
          {p.packTotalQty !== null && (
            <Alert
              type="info"
              showIcon
              title={t('shop.detail.packTotal', { total: p.packTotalQty })}
              description={
                <>
                  {t('shop.detail.packChoices')}:{' '}
                  {p.packChoices.map((c) => `${c.name} (${c.label})`).join(', ')}
                </>
              }
            />
          )}
          <section>
            <h3>{t('shop.detail.description')}</h3>
            <p>{p.description}</p>
          </section>
        </Flex>
      </div>
    );
  };

  return (
    <PageFrame titleKey={titleKey}>
      <p>
        <Link to={SHOP_PATHS[shop].mall}>
          <ArrowLeftOutlined aria-hidden /> {t('shop.detail.back')}
        </Link>
      </p>
      {content()}
    </PageFrame>
  );
}
