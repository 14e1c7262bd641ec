import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format/use-formats';
import { Money } from '../../../shared/format/money-text';

interface Line {
  productSkuId: number;
  name: string;
  skuLabel: string;
  qty: number;
  lineAmount: string;
  lineBv: string;
}

/** The products each run orders: name, variant, quantity, amount and BV. */
export function AutoshipLines({
  lines,
  currency,
  minorUnit,
}: {
  lines: readonly Line[];
  currency: string;
  minorUnit: number;
}) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <ul className="autoship-lines" aria-label={t('autoship.form.items')}>
      {lines.map((line) => (
        <li key={line.productSkuId} className="autoship-line">
          <span>
            <strong>{line.name}</strong>
            {line.skuLabel && ` · ${line.skuLabel}`} · {t('autoship.qty', { count: line.qty })}
          </span>
          <span>
            <Money amount={line.lineAmount} currency={currency} minorUnit={minorUnit} /> ·{' '}
            {t('autoship.bv', { bv: f.bv(line.lineBv) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
