import { DeleteOutlined } from '@ant-design/icons';
import { CART_QTY, formatVolume, type CartLine as Line } from '@portal/contract';
import { Button, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../shared/format/money-text';

interface Props {
  line: Line;
  currency: string;
  minorUnit: number;
  busy: boolean;
  onQty: (qty: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name and option, unit price and BV, quantity, subtotal, remove. */
export function CartLine({ line, currency, minorUnit, busy, onQty, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const max = Math.max(line.qty, Math.min(CART_QTY.max, line.stock));
  return (
    <li className="shop-cart-line">
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span />
      )}
      <div>
        <strong>{line.name}</strong> <span className="muted">{line.skuLabel}</span>
        <div>
          <Money amount={line.memberPrice} minorUnit={minorUnit} currency={currency} /> ·{' '}
          {t('shop.bv', { bv: formatVolume(line.bv, i18n.language) })}
        </div>
        {!line.available && (
          <div className="shop-unavailable" role="note">
            {t('shop.cart.unavailable', { stock: line.stock })}
          </div>
        )}
      </div>
      <div className="shop-cart-line-actions">
        <InputNumber
          aria-label={t('shop.cart.qtyOf', { name: line.name })}
          min={CART_QTY.min}
          max={max}
          precision={0}
          value={line.qty}
          disabled={busy}
          onChange={(value) => {
            if (value !== null && value !== line.qty && value >= CART_QTY.min) onQty(value);
          }}
        />
        <span>
          <span className="visually-hidden">{t('shop.cart.subtotal')}: </span>
          <Money amount={line.lineAmount} minorUnit={minorUnit} currency={currency} />
        </span>
        <Button
          icon={<DeleteOutlined />}
          disabled={busy}
          onClick={onRemove}
          aria-label={t('shop.cart.removeNamed', { name: line.name })}
        >
          {t('shop.cart.remove')}
        </Button>
      </div>
    </li>
  );
}
