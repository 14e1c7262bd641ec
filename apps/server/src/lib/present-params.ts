import { formatCount, formatMoney, formatVolume } from '@portal/contract';

type Params = Record<string, string | number>;

/** Parameters that hold an amount of `currency` when a text carries one. */
const MONEY_PARAMS = ['amount', 'limit', 'remaining'] as const;

/** Decimals a served amount carries: the server writes exactly the currency's minor unit. */
const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/**
 * A text's parameters as the member reads them, in the contract's one format per locale:
 * with a `currency`, each amount (`amount`, `limit`, `remaining`) becomes one money text
 * ('$24,90' in id), so a template writes `{{amount}}` alone and never the code beside it;
 * `bv` and `points` get the locale's separators. Senders pass machine values (decimal
 * strings, the currency code), never preformatted text.
 */
export function presentParams(locale: string | undefined, params: Params = {}): Params {
  const lang = locale ?? 'en';
  const shown: Params = { ...params };
  const { currency, bv, points } = params;
  if (typeof currency === 'string') {
    for (const name of MONEY_PARAMS) {
      const value = params[name];
      if (typeof value === 'string') {
        shown[name] = formatMoney(value, decimalsOf(value), currency, lang);
      }
    }
  }
  if (bv !== undefined) shown.bv = formatVolume(bv, lang);
  if (points !== undefined) shown.points = formatCount(points, lang);
  return shown;
}
