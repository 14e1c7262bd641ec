import { formatVolume, type CartLine, type OrderLine } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/format/money-text';

interface Props {
  lines: readonly (CartLine | OrderLine)[];
  currency: string;
  minorUnit: number;
}

const priceOf = (line: CartLine | OrderLine) =>
  'unitPrice' in line ? line.unitPrice : line.memberPrice;

/** The products of the order: name, option, quantity, price and BV of each line. */
export function CheckoutLines({ lines, currency, minorUnit }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="order-lines" aria-label={t('checkout.lines')}>
      {lines.map((line) => (
        <li key={line.productSkuId} className="order-line">
          <span className="order-line-name">
            <strong>{line.name}</strong>
            {line.skuLabel && <span className="order-line-sku">{line.skuLabel}</span>}
          </span>
          <span className="order-line-qty">{t('checkout.qtyTimes', { qty: line.qty })}</span>
          <span className="order-line-price">
            <Money amount={priceOf(line)} currency={currency} minorUnit={minorUnit} />
          </span>
          <span className="order-line-amount">
            <Money amount={line.lineAmount} currency={currency} minorUnit={minorUnit} />
            <span className="order-line-bv">
              {t('checkout.bv', { bv: formatVolume(line.lineBv, i18n.language) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
