import { formatMinor, parseAmount, parseSignedAmount } from '@portal/contract';

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

/** Minor units of a typed or served amount, or null when it is not one. */
export function minorOf(amount: string, minorUnit: number): bigint | null {
  const parsed = parseSignedAmount(amount.trim(), minorUnit);
  return parsed.ok ? parsed.minor : null;
}

/** `a − b`, never below zero, as a decimal string (what is left of a limit). */
export function remainingOf(limit: string, used: string, minorUnit: number): string {
  const a = minorOf(limit, minorUnit) ?? 0n;
  const b = minorOf(used, minorUnit) ?? 0n;
  return formatMinor(a > b ? a - b : 0n, minorUnit);
}

/** A ceiling an amount must not pass, with the message to show when it does. */
export interface AmountCeiling {
  max: string;
  message: string;
}

export type AmountProblem =
  | { key: 'validation.format' | 'validation.notPositive' }
  | { key: 'validation.wallet.amount.tooManyDecimals'; limit: number }
  | { key: 'ceiling'; message: string };

/**
 * Checks a typed amount: a positive decimal with at most `decimals` decimals, within every
 * ceiling (balance, limits). Null when it is fine.
 */
export function amountProblem(
  text: string,
  decimals: number,
  minorUnit: number,
  ceilings: AmountCeiling[] = [],
): AmountProblem | null {
  const parsed = parseAmount(text.trim(), decimals);
  if (!parsed.ok) {
    if (parsed.problem === 'tooManyDecimals') {
      return { key: 'validation.wallet.amount.tooManyDecimals', limit: decimals };
    }
    return { key: parsed.problem === 'format' ? 'validation.format' : 'validation.notPositive' };
  }
  const minor = minorOf(text, minorUnit);
  for (const ceiling of ceilings) {
    const max = minorOf(ceiling.max, minorUnit);
    if (minor !== null && max !== null && minor > max) {
      return { key: 'ceiling', message: ceiling.message };
    }
  }
  return null;
}
