import { decimalParts, formatDecimalParts, numberFormat } from './number-format.js';

/**
 * Money travels as decimal strings ("1250.00") and is held as integer minor units (bigint).
 * Never a float: 0.1 + 0.2 is not money. These helpers are shared by server and web.
 */

/** Up to 13 integer digits keep every amount, in any minor unit up to 4, inside int8. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,12})(\.\d{1,4})?$/;
export const SIGNED_AMOUNT_PATTERN = /^-?(0|[1-9]\d{0,12})(\.\d{1,4})?$/;

export type AmountProblem = 'format' | 'tooManyDecimals' | 'notPositive';

export type ParsedAmount =
  { ok: true; minor: bigint } | { ok: false; problem: AmountProblem; limit?: number };

/**
 * Parses a signed decimal string into minor units, refusing more decimals than `decimals`
 * (the currency's minor unit, or fewer where a rule says so).
 */
export function parseSignedAmount(text: string, decimals: number): ParsedAmount {
  if (!SIGNED_AMOUNT_PATTERN.test(text)) return { ok: false, problem: 'format' };
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  if (fraction.replace(/0+$/, '').length > decimals) {
    return { ok: false, problem: 'tooManyDecimals', limit: decimals };
  }
  const digits = `${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  const minor = BigInt(digits);
  return { ok: true, minor: negative ? -minor : minor };
}

/** A positive amount (transfers, withdrawals): zero and negatives are refused. */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  if (!AMOUNT_PATTERN.test(text)) return { ok: false, problem: 'format' };
  const parsed = parseSignedAmount(text, decimals);
  if (parsed.ok && parsed.minor <= 0n) return { ok: false, problem: 'notPositive' };
  return parsed;
}

/** Minor units as a decimal string with exactly `minorUnit` decimals: 125000n, 2 → "1250.00". */
export function formatMinor(minor: bigint, minorUnit: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(minorUnit + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnit);
  const fraction = minorUnit > 0 ? `.${digits.slice(digits.length - minorUnit)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A whole number of major units (a configured fee or limit) in minor units. */
export function majorToMinor(major: bigint, minorUnit: number): bigint {
  return major * 10n ** BigInt(minorUnit);
}

/**
 * How the company's currency is shown on every page, message, mail and PDF: the narrow
 * symbol ('$', 'RM', 'Rp', '€'). Intl's default 'symbol' writes one currency three ways
 * depending on the language ('$' in en, 'US$' in id and zh-CN, 'USD' in ms); the narrow
 * symbol is the same in every language and is the sign members see on prices in their
 * market. A member belongs to one company, which keeps its wallet in one currency, so the
 * sign is never ambiguous on their pages.
 */
export const CURRENCY_DISPLAY = 'narrowSymbol' as const;

/**
 * Money on screen and in texts: a decimal string in the currency's minor unit, in the
 * member's locale, exact (never a float): ('24.90', 2, 'USD', 'id') → '$24,90'. An unknown
 * currency code or an amount that is not a decimal: the amount and the code as they are.
 */
export function formatMoney(
  amount: string,
  minorUnit: number,
  currency: string,
  locale: string,
): string {
  // no more decimals than the currency has (trailing zeros aside): else shown as it came
  const parts = decimalParts(amount, minorUnit);
  if (!parts || parts.fraction.length > minorUnit) return `${amount} ${currency}`.trim();
  try {
    return formatDecimalParts(parts, moneyFormat(locale, currency, minorUnit));
  } catch {
    return `${amount} ${currency}`.trim();
  }
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One cached format per language, currency and minor unit (a close formats 250,000 amounts). */
function moneyFormat(locale: string, currency: string, minorUnit: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minorUnit}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: CURRENCY_DISPLAY,
      minimumFractionDigits: minorUnit,
      maximumFractionDigits: minorUnit,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** The currency's sign alone, as `formatMoney` writes it: beside an amount field. */
export function currencySign(currency: string, locale: string): string {
  try {
    const format = numberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: CURRENCY_DISPLAY,
    });
    return format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The minor unit ISO 4217 gives a currency (2 for USD, 0 for JPY); 2 when unknown. */
export function currencyMinorUnit(currency: string): number {
  try {
    return (
      numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}
