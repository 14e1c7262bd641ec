import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount, parseSignedAmount } from './money.js';

describe('money', () => {
  it('parses decimal strings into minor units', () => {
    expect(parseAmount('1250.00', 2)).toEqual({ ok: true, minor: 125000n });
    expect(parseAmount('1250', 2)).toEqual({ ok: true, minor: 125000n });
    expect(parseAmount('0.5', 2)).toEqual({ ok: true, minor: 50n });
    expect(parseAmount('1500000', 0)).toEqual({ ok: true, minor: 1500000n });
    expect(parseSignedAmount('-3.5', 2)).toEqual({ ok: true, minor: -350n });
  });

  it('refuses more decimals than allowed, bad formats and non-positive amounts', () => {
    expect(parseAmount('1.001', 2)).toEqual({ ok: false, problem: 'tooManyDecimals', limit: 2 });
    expect(parseAmount('10.5', 0)).toEqual({ ok: false, problem: 'tooManyDecimals', limit: 0 });
    expect(parseAmount('10.50', 1)).toEqual({ ok: true, minor: 105n });
    for (const bad of ['', 'abc', '1e5', '01', '1.', '.5', '-1', '1,000', ' 1', '12345678901234']) {
      expect(parseAmount(bad, 2).ok, bad).toBe(false);
    }
    expect(parseAmount('0', 2)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, problem: 'notPositive' });
  });

  it('formats with exactly the minor unit', () => {
    expect(formatMinor(125000n, 2)).toBe('1250.00');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-350n, 2)).toBe('-3.50');
    expect(formatMinor(1500000n, 0)).toBe('1500000');
    expect(formatMinor(0n, 3)).toBe('0.000');
  });

  it('format then parse is the identity for every amount and minor unit', () => {
    let minor = 1n;
    for (let i = 0; i < 200; i++) {
      minor = (minor * 7919n + BigInt(i)) % 10n ** 13n;
      for (const value of [minor, -minor]) {
        for (let unit = 0; unit <= 4; unit++) {
          expect(parseSignedAmount(formatMinor(value, unit), unit)).toEqual({
            ok: true,
            minor: value,
          });
        }
      }
    }
  });
});
