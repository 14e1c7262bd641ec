import { formatMinor, parseAmount, parseSignedAmount } from '@portal/contract';

/** Shown the same way in the shop: it lives in shared/ now. */
export { formatMoney } from '../../shared/format/money';

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
