import type { PointsProductCard as Product } from '@portal/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormats } from '../../lib/format/use-formats';
import { useUniqueId } from '../../shared/ui/use-unique-id';
import { pointsProductPath } from './points-paths';

interface Props {
  product: Product;
  /** why exchanging is not possible now (the month's BV rule unmet), or null */
  blockedBy: string | null;
  onExchange: (product: Product) => void;
}

/** One card of the exchange page: picture (as the mall shows it), name, points price, stock. */
export function PointsProductCard({ product, blockedBy, onExchange }: Props) {
  const { t } = useTranslation();
  const f = useFormats();
  const soldOut = product.stock === 0;
  const nameId = useUniqueId('points-product');
  return (
    <article className="points-card" aria-labelledby={nameId}>
      <Link to={pointsProductPath(product.id)} tabIndex={-1} aria-hidden>
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            className="points-card-image"
            loading="lazy"
            width={300}
            height={300}
          />
        ) : (
          <span className="points-card-image points-no-image">{t('pointsShop.noImage')}</span>
        )}
      </Link>
      <div className="points-card-body">
        <h2 className="points-card-name" id={nameId}>
          <Link to={pointsProductPath(product.id)}>{product.name}</Link>
        </h2>
        {soldOut && (
          <div>
            <Tag color="red">{t('pointsShop.outOfStock')}</Tag>
          </div>
        )}
        <p className="points-price">
          {t('pointsShop.price', { points: f.count(product.pointsPrice) })}
        </p>
        <Button
          type="primary"
          block
          disabled={soldOut || blockedBy !== null}
          title={blockedBy ?? undefined}
          onClick={() => onExchange(product)}
          // the name starts with the words on the button, then says which product (WCAG 2.5.3)
          aria-label={t('pointsShop.exchangeNamed', { name: product.name })}
        >
          {t('pointsShop.exchange')}
        </Button>
      </div>
    </article>
  );
}
