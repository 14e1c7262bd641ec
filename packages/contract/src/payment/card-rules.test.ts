import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardExpired,
  cardLast4,
  fullExpiryYear,
  luhnValid,
  normalizeCardNumber,
} from './card-rules.js';
import { SANDBOX_CARDS } from './payment-constants.js';

describe('luhnValid', () => {
  it('accepts every documented sandbox number, with or without spaces', () => {
    for (const card of Object.values(SANDBOX_CARDS)) {
      expect(luhnValid(card.number), card.number).toBe(true);
      expect(luhnValid(card.number.replace(/(\d{4})/g, '$1 ').trim())).toBe(true);
    }
  });

  it('refuses a wrong check digit, letters, and numbers too short or too long', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242-4242-4242-424x')).toBe(false);
    expect(luhnValid('42424242424')).toBe(false);
    expect(luhnValid('4'.repeat(20))).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('card brand and last four', () => {
  it('tells the brand from the leading digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });

  it('keeps only the last four digits', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
    expect(normalizeCardNumber('4242-4242 4242')).toBe('424242424242');
  });
});

describe('cardExpired', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('accepts a card through the last day of its month', () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(11, 2026, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });

  it('refuses a past month or year', () => {
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('reads two-digit years in this century', () => {
    expect(fullExpiryYear(27)).toBe(2027);
    expect(fullExpiryYear(2031)).toBe(2031);
  });
});
