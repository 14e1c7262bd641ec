/**
 * Numbers in the member's locale (grouping and decimal separator), exact: a decimal string
 * is never turned into a float. Intl formats the decimal string itself where the engine
 * reads strings exactly (Intl.NumberFormat v3: Node 20, current browsers); elsewhere the
 * whole part goes through Intl and the fraction digits are put back as they came. Money
 * (common/money.ts), BV and points all use this, so one line never mixes '24,90' with '18.00'.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** BV travels as a decimal string in exact hundredths. */
const BV_FRACTION_DIGITS = 2;

export interface DecimalParts {
  negative: boolean;
  whole: bigint;
  /** the fraction digits, padded or kept to the requested count */
  fraction: string;
}

/** '-12.5' with 2 decimals → { negative, whole: 12n, fraction: '50' }; null if not a decimal. */
export function decimalParts(text: string, decimals: number): DecimalParts | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // never cut a digit that counts: more decimals than asked lose only trailing zeros
  const digits =
    fraction.length > decimals
      ? fraction.slice(0, decimals) + fraction.slice(decimals).replace(/0+$/, '')
      : fraction.padEnd(decimals, '0');
  return { negative: sign === '-', whole: BigInt(whole), fraction: digits };
}

/**
 * Formats exact parts with an Intl number format whose fraction digits equal the parts':
 * the whole part through Intl (grouping, sign, symbol), the fraction put back as it is.
 */
export function formatDecimalParts(parts: DecimalParts, format: Intl.NumberFormat): string {
  const { negative, whole, fraction } = parts;
  if (readsStringsExactly()) {
    // three times as fast as formatToParts: a close tells 250,000 payees their amount
    const text = `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
    return format.format(text as unknown as number);
  }
  // a safe whole goes as a number, so -0 keeps the sign of amounts above -1
  const value = whole <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(whole) : whole;
  const signed = negative ? -value : value;
  return format
    .formatToParts(signed)
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
}

let exactStrings: boolean | undefined;

/** Whether Intl formats a decimal string as the exact decimal (not through a float). */
function readsStringsExactly(): boolean {
  if (exactStrings === undefined) {
    const probe = new Intl.NumberFormat('en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    exactStrings =
      probe.format('12345678901234567.89' as unknown as number) === '12345678901234567.89';
  }
  return exactStrings;
}

const formats = new Map<string, Intl.NumberFormat>();

/** A cached Intl number format; an unknown locale falls back to English. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  // built by hand: a notice to 250,000 payees formats as many amounts
  const key = `${locale}|${options.style}|${options.currency}|${options.currencyDisplay}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch (error) {
      // a bad currency code is the caller's to handle; a bad locale is English
      if (options.currency) throw error;
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A decimal string in the member's locale with at least `decimals` fraction digits:
 * ('1234.5', 2, 'id') → '1.234,50'. Text that is not a decimal is returned as it is.
 */
export function formatDecimal(text: string | number, decimals: number, locale: string): string {
  const parts = decimalParts(String(text), decimals);
  if (!parts) return String(text);
  const digits = parts.fraction.length;
  const format = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatDecimalParts(parts, format);
}

/** BV (exact hundredths) in the member's locale, the unit left to the text: '18,00' in id. */
export function formatVolume(bv: string | number, locale: string): string {
  return formatDecimal(bv, BV_FRACTION_DIGITS, locale);
}

/** Whole points or counts in the member's locale: 12345 → '12.345' in id. */
export function formatCount(count: string | number, locale: string): string {
  return formatDecimal(count, 0, locale);
}
