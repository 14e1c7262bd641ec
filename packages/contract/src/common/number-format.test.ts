import { describe, expect, it } from 'vitest';
import { currencySign, currencyMinorUnit, formatMoney } from './money.js';
import { LOCALES } from './domain.js';
import { formatCount, formatDecimal, formatVolume } from './number-format.js';

type Locale = (typeof LOCALES)[number];
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('one money and one BV format per locale', () => {
  // the line the issue met in id as 'US$24,90 · BV 18.00'
  const line: Record<Locale, [string, string]> = {
    en: ['$24.90', '18.00'],
    id: ['$24,90', '18,00'],
    ms: ['$24.90', '18.00'],
    'zh-CN': ['$24.90', '18.00'],
  };

  it.each(LOCALES)('%s: money and BV share the decimal separator', (locale) => {
    expect(formatMoney('24.90', 2, 'USD', locale)).toBe(line[locale][0]);
    expect(formatVolume('18.00', locale)).toBe(line[locale][1]);
  });

  it.each(LOCALES)('%s: the company currency is one sign, never $, US$ and USD', (locale) => {
    expect(currencySign('USD', locale)).toBe('$');
    expect(formatMoney('1250.00', 2, 'USD', locale)).not.toMatch(/US\$|USD/);
    expect(currencySign('MYR', locale)).toBe('RM');
    expect(currencySign('IDR', locale)).toBe('Rp');
  });

  it('groups thousands per locale, exact to the last digit', () => {
    expect(formatMoney('1234567890123.07', 2, 'USD', 'en')).toBe('$1,234,567,890,123.07');
    expect(formatMoney('1234567890123.07', 2, 'USD', 'id')).toBe('$1.234.567.890.123,07');
    expect(plain(formatMoney('2500000', 0, 'IDR', 'id'))).toBe('Rp 2.500.000');
    expect(plain(formatMoney('-1234.50', 2, 'MYR', 'ms'))).toBe('-RM 1,234.50');
    expect(formatMoney('1250.00', 2, 'USD', 'zh-CN')).toBe('$1,250.00');
  });

  it('keeps the sign of amounts above -1 and pads to the minor unit', () => {
    expect(formatMoney('-0.29', 2, 'USD', 'en')).toBe('-$0.29');
    expect(formatMoney('25', 2, 'USD', 'id')).toBe('$25,00');
  });

  it('an unknown currency or a non-amount: the text and the code as they are', () => {
    expect(formatMoney('12.00', 2, 'NOPE1', 'en')).toBe('12.00 NOPE1');
    expect(formatMoney('abc', 2, 'USD', 'en')).toBe('abc USD');
    expect(currencySign('NOPE1', 'en')).toBe('NOPE1');
    // more decimals than the currency has: trailing zeros are dropped, a real digit is not
    expect(formatMoney('1.000', 2, 'USD', 'en')).toBe('$1.00');
    expect(formatMoney('1.001', 2, 'USD', 'en')).toBe('1.001 USD');
  });

  it('knows the ISO minor units', () => {
    expect(currencyMinorUnit('USD')).toBe(2);
    expect(currencyMinorUnit('IDR')).toBe(0);
    expect(currencyMinorUnit('NOPE1')).toBe(2);
  });
});

describe('BV, points and counts', () => {
  it.each([
    ['en', '12,345.60', '12,345'],
    ['id', '12.345,60', '12.345'],
    ['ms', '12,345.60', '12,345'],
    ['zh-CN', '12,345.60', '12,345'],
  ] as const)('%s', (locale, bv, count) => {
    expect(formatVolume('12345.6', locale)).toBe(bv);
    expect(formatCount(12345, locale)).toBe(count);
  });

  it('never rounds: every digit sent is shown', () => {
    expect(formatDecimal('0.125', 2, 'en')).toBe('0.125');
    expect(formatDecimal('98765432109876543210', 0, 'en')).toBe('98,765,432,109,876,543,210');
    expect(formatVolume('-3.5', 'id')).toBe('-3,50');
    expect(formatVolume(77, 'en')).toBe('77.00');
  });

  it('text that is not a number is shown as it is', () => {
    expect(formatVolume('n/a', 'en')).toBe('n/a');
    expect(formatCount('', 'en')).toBe('');
  });
});
