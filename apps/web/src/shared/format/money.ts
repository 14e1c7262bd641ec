import { parseSignedAmount } from '@portal/contract';

/**
 * Money on screen. Amounts arrive as decimal strings in the currency's minor unit and are
 * never turned into floats: the whole part goes through Intl for grouping and the symbol,
 * the fraction digits are put back exactly as they came.
 */
export function formatMoney(
  amount: string,
  minorUnit: number,
  currency: string,
  locale: string,
): string {
  const parsed = parseSignedAmount(amount, minorUnit);
  if (!parsed.ok) return `${amount} ${currency}`.trim();
  const negative = parsed.minor < 0n;
  const abs = negative ? -parsed.minor : parsed.minor;
  const scale = 10n ** BigInt(minorUnit);
  // at most 13 integer digits (AMOUNT_PATTERN): exact as a number
  const whole = Number(abs / scale);
  const fraction = (abs % scale).toString().padStart(minorUnit, '0');
  try {
    const format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minorUnit,
      maximumFractionDigits: minorUnit,
    });
    // -0 keeps the sign of amounts above -1
    return format
      .formatToParts(negative ? -whole : whole)
      .map((part) => (part.type === 'fraction' ? fraction : part.value))
      .join('');
  } catch {
    // an unknown currency code: the amount and the code as they are
    return `${amount} ${currency}`.trim();
  }
}
