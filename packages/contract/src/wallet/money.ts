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
