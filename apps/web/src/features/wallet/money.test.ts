import { describe, expect, it } from 'vitest';
import { amountProblem, formatMoney, minorOf, remainingOf } from './money';
import { decimalsOf } from './money-hooks';

describe('formatMoney: exact, per currency minor unit', () => {
  it.each([
    ['1250.00', 2, 'USD', 'en', '$1,250.00'],
    ['0.10', 2, 'USD', 'en', '$0.10'],
    ['-0.50', 2, 'USD', 'en', '-$0.50'],
    ['9999999999999.99', 2, 'USD', 'en', '$9,999,999,999,999.99'],
    ['2500000', 0, 'IDR', 'en', 'Rp 2,500,000'],
  ])('%s (%i decimals, %s, %s) → %s', (amount, minorUnit, currency, locale, text) => {
    // Intl puts a no-break space between a letter sign and the number
    expect(formatMoney(amount, minorUnit, currency, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('keeps every decimal where floats would round', () => {
    expect(formatMoney('0.29', 2, 'USD', 'en')).toBe('$0.29');
    expect(formatMoney('1234567890123.07', 2, 'USD', 'en')).toBe('$1,234,567,890,123.07');
  });

  it('follows the language for grouping', () => {
    expect(formatMoney('2500000', 0, 'IDR', 'id').replace(/\u00a0/g, ' ')).toBe('Rp 2.500.000');
    // the company's currency is one sign in every language (contract CURRENCY_DISPLAY)
    expect(formatMoney('1250.00', 2, 'USD', 'zh-CN')).toBe('$1,250.00');
  });

  it('shows an unknown currency or a malformed amount as it came', () => {
    expect(formatMoney('12.00', 2, 'NOPE1', 'en')).toBe('12.00 NOPE1');
    expect(formatMoney('abc', 2, 'USD', 'en')).toBe('abc USD');
  });
});

describe('amounts typed by the member', () => {
  const ceilings = [
    { max: '100.00', message: 'Insufficient Balance' },
    { max: '50.00', message: 'over the limit' },
  ];

  it.each([
    ['12.5', null],
    ['50', null],
    ['abc', { key: 'validation.format' }],
    ['1e5', { key: 'validation.format' }],
    ['0', { key: 'validation.notPositive' }],
    ['0.00', { key: 'validation.notPositive' }],
    ['1.234', { key: 'validation.wallet.amount.tooManyDecimals', limit: 2 }],
    ['120', { key: 'ceiling', message: 'Insufficient Balance' }],
    ['50.01', { key: 'ceiling', message: 'over the limit' }],
  ])('%s → %j', (text, problem) => {
    expect(amountProblem(text, 2, 2, ceilings)).toEqual(problem);
  });

  it('allows fewer decimals than the currency has (withdrawals of a 3-decimal currency)', () => {
    expect(amountProblem('1.234', 2, 3)).toEqual({
      key: 'validation.wallet.amount.tooManyDecimals',
      limit: 2,
    });
    expect(amountProblem('1.23', 2, 3)).toBeNull();
  });

  it('a currency without minor unit takes whole amounts only', () => {
    expect(amountProblem('10.5', 0, 0)).toEqual({
      key: 'validation.wallet.amount.tooManyDecimals',
      limit: 0,
    });
  });
});

describe('helpers', () => {
  it('minorOf and remainingOf never go through floats', () => {
    expect(minorOf('0.30', 2)).toBe(30n);
    expect(minorOf('x', 2)).toBeNull();
    expect(remainingOf('20000.00', '150.10', 2)).toBe('19849.90');
    expect(remainingOf('100.00', '150.00', 2)).toBe('0.00');
  });

  it('decimalsOf reads the minor unit of a served amount', () => {
    expect(decimalsOf('1250.00')).toBe(2);
    expect(decimalsOf('2500000')).toBe(0);
  });
});
