import { describe, expect, it } from 'vitest';
import {
  accountNumberError,
  accountNumberRequired,
  expiryError,
  ibanError,
  swiftError,
  toAddBody,
  toUpdateBody,
} from './bank-form-rules';

const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
/** a Visa test number: passes the Luhn check */
const CARD = '4111 1111 1111 1111';
const NOW = new Date('2026-05-15T00:00:00Z');

describe('bank form checks (the contract rules, client side)', () => {
  it('account numbers: required when asked, letters and digits, 6 or more', () => {
    expect(accountNumberError('', false, true)).toBe('validation.required');
    expect(accountNumberError('', false, false)).toBeNull();
    expect(accountNumberError('12 34', false, true)).toBe('validation.bank.accountNumberFormat');
    expect(accountNumberError('1234-5678-90', false, true)).toBeNull();
    expect(accountNumberError('1'.repeat(35), false, true)).toBe('validation.tooLong');
    expect(accountNumberError('12#4567', false, true)).toBe('validation.bank.accountNumberFormat');
  });

  it('card numbers must pass the Luhn check', () => {
    expect(accountNumberError(CARD, true, true)).toBeNull();
    expect(accountNumberError('4111 1111 1111 1112', true, true)).toBe(
      'validation.bank.cardNumberInvalid',
    );
  });

  it('IBAN: optional, checked by mod 97', () => {
    expect(ibanError('')).toBeNull();
    expect(ibanError(GOOD_IBAN)).toBeNull();
    expect(ibanError('de89370400440532013000')).toBeNull();
    expect(ibanError('DE89 3704 0044 0532 0130 01')).toBe('validation.bank.ibanInvalid');
    expect(ibanError('NOT AN IBAN')).toBe('validation.bank.ibanInvalid');
  });

  it('SWIFT/BIC: optional, 8 or 11 characters in the ISO 9362 shape', () => {
    expect(swiftError('')).toBeNull();
    expect(swiftError('DEUTDEFF')).toBeNull();
    expect(swiftError('deutdeff500')).toBeNull();
    expect(swiftError('DEUTDEF')).toBe('validation.bank.swiftInvalid');
    expect(swiftError('1EUTDEFF')).toBe('validation.bank.swiftInvalid');
  });

  it('card expiry: required, MM/YY, valid to the end of its month', () => {
    expect(expiryError('', NOW)).toBe('validation.bank.expiryRequired');
    expect(expiryError('13/27', NOW)).toBe('validation.bank.expiryFormat');
    expect(expiryError('5/26', NOW)).toBe('validation.bank.expiryFormat');
    expect(expiryError('04/26', NOW)).toBe('validation.bank.expiryPast');
    expect(expiryError('05/26', NOW)).toBeNull();
  });

  it('an edited account keeps its number unless it turns into a card', () => {
    expect(accountNumberRequired(null, 'savings')).toBe(true);
    expect(accountNumberRequired({ accountType: 'savings' }, 'current')).toBe(false);
    expect(accountNumberRequired({ accountType: 'savings' }, 'card')).toBe(true);
    expect(accountNumberRequired({ accountType: 'card' }, 'card')).toBe(false);
  });
});

describe('request bodies', () => {
  const base = {
    bankName: ' Bank Mandiri ',
    holderName: ' Budi ',
    accountType: 'savings' as const,
  };

  it('add: codes compacted, blank optional codes left out, no expiry unless a card', () => {
    expect(
      toAddBody({
        ...base,
        accountNumber: '1234 5678 90',
        iban: GOOD_IBAN,
        swiftCode: '',
        expiry: '12/30',
      }),
    ).toEqual({
      bankName: 'Bank Mandiri',
      holderName: 'Budi',
      accountType: 'savings',
      accountNumber: '1234567890',
      iban: 'DE89370400440532013000',
      expiry: null,
      pin: '',
    });
    expect(
      toAddBody({ ...base, accountType: 'card', accountNumber: CARD, expiry: ' 12/30 ' }),
    ).toMatchObject({
      accountNumber: '4111111111111111',
      expiry: '12/30',
    });
  });

  it('update: a blank number or IBAN keeps the stored one; clearIban drops the IBAN', () => {
    const kept = toUpdateBody({ ...base, accountNumber: '', iban: '', swiftCode: 'deutdeff' });
    expect(kept).not.toHaveProperty('accountNumber');
    expect(kept).not.toHaveProperty('iban');
    expect(kept.swiftCode).toBe('DEUTDEFF');
    expect(toUpdateBody({ ...base, iban: '', clearIban: true }).iban).toBe('');
    expect(toUpdateBody({ ...base, swiftCode: '' }).swiftCode).toBe('');
  });
});
