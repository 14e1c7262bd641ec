/** Bank-account rules (spec "Entities and their fields" bank fields); pure, so the web form checks the same way. */
export const BANK_FIELD_MAX = {
  bankName: 100,
  holderName: 100,
  /** longest IBAN is 34; plain account numbers fit too */
  accountNumber: 34,
  iban: 34,
  swiftCode: 11,
} as const;
/** Shortest account number; shorter ones would be shown almost whole by the mask. */
export const ACCOUNT_NUMBER_MIN = 6;
export const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;
/** A member keeps at most this many bank accounts. */
export const BANK_ACCOUNTS_MAX = 10;
export const CARD_ACCOUNT_TYPE = 'card';
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;
export const MASK_DOTS = '••••';

/** Drops spaces and dashes people type for readability, and upper-cases letters. */
export function compactCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function isValidAccountNumber(compact: string): boolean {
  return new RegExp(`^[A-Z0-9]{${ACCOUNT_NUMBER_MIN},${BANK_FIELD_MAX.accountNumber}}$`).test(
    compact,
  );
}

/** Card numbers: 12 to 19 digits with a valid Luhn check digit. */
export function isValidCardNumber(compact: string): boolean {
  const { min, max } = CARD_NUMBER_LENGTH;
  if (!new RegExp(`^\\d{${min},${max}}$`).test(compact)) return false;
  let sum = 0;
  for (let i = 0; i < compact.length; i++) {
    let digit = Number(compact[compact.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** ISO 13616: country, two check digits, up to 30 letters or digits; mod 97 must be 1. */
export function isValidIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** ISO 9362 BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidSwift(compact: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact);
}

/** How much of a number the mask shows: the last 4, or 2 for short numbers. */
export function visibleTail(compact: string): string {
  return compact.slice(compact.length >= 8 ? -4 : -2);
}

/** '•••• 4821': the only form an account number is ever shown in. */
export function maskTail(tail: string): string {
  return `${MASK_DOTS} ${tail}`;
}

/** 'DE89 •••• 3000': country and check digits, then the tail. */
export function maskIban(compact: string): string {
  return `${compact.slice(0, 4)} ${MASK_DOTS} ${compact.slice(-4)}`;
}

/**
 * A card is valid to the end of its expiry month ('MM/YY'), so it is past only from the
 * first day of the following month (UTC).
 */
export function isExpiryPast(expiry: string, now: Date): boolean {
  const match = EXPIRY_PATTERN.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowMonth;
}
