import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatVolume, type ProductCard as Product } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productPath, type ShopKind } from './shop-paths';
import { Money } from '../../shared/format/money-text';

interface Props {
  product: Product;
  shop: ShopKind;
  currency: string;
  minorUnit: number;
  adding: boolean;
  onAdd: (product: Product) => void;
}

/** One mall card: picture, name, member price, BV and the add button. */
export function ProductCard({ product, shop, currency, minorUnit, adding, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const soldOut = product.stock === 0;
  return (
    <article className="shop-card" aria-labelledby={`product-${product.id}`}>
      <Link to={productPath(shop, product.id)} className="shop-card-link" tabIndex={-1} aria-hidden>
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            className="shop-card-image"
            loading="lazy"
            width={300}
            height={300}
          />
        ) : (
          <span className="shop-card-image shop-no-image">{t('shop.mall.noImage')}</span>
        )}
      </Link>
      <div className="shop-card-body">
        <h2 className="shop-card-name" id={`product-${product.id}`}>
          <Link to={productPath(shop, product.id)}>{product.name}</Link>
        </h2>
        <div className="shop-card-tags">
          {product.kind !== 'normal' && <Tag>{t(`shop.kind.${product.kind}`)}</Tag>}
          {soldOut && <Tag color="red">{t('shop.mall.outOfStock')}</Tag>}
        </div>
        <p className="shop-price">
          <span className="visually-hidden">{t('shop.price.member')}: </span>
          <Money amount={product.memberPrice} minorUnit={minorUnit} currency={currency} />
        </p>
        <p className="shop-bv">{t('shop.bv', { bv: formatVolume(product.bv, i18n.language) })}</p>
        <Button
          type="primary"
          block
          icon={<ShoppingCartOutlined />}
          disabled={soldOut}
          loading={adding}
          onClick={() => onAdd(product)}
          // the name starts with the words on the button, then says which product (WCAG 2.5.3)
          aria-label={t('shop.mall.addNamed', { name: product.name })}
        >
          {t('shop.mall.addToCart')}
        </Button>
      </div>
    </article>
  );
}
