/**
 * Card checks made before any provider is called: the number's Luhn digit and the
 * expiry. Pure, shared by the server (which enforces them) and the web (which warns early).
 * The number is never stored or logged; only its brand and last four digits are kept.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** Digits only: spaces and dashes a member types between groups are dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes; 12 to 19 digits. */
export function luhnValid(input: string): boolean {
  const digits = normalizeCardNumber(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The brand from the number's leading digits (IIN ranges of the three brands we show). */
export function cardBrand(input: string): CardBrand {
  const digits = normalizeCardNumber(input);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** The last four digits, the only part of the number kept. */
export function cardLast4(input: string): string {
  return normalizeCardNumber(input).slice(-4);
}

/**
 * A card is good through the last day of its expiry month. The month is compared in UTC, so
 * the same card is accepted or refused whatever the member's time zone.
 */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** A two-digit year (`27`) is read as 2027; four digits are kept. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}
