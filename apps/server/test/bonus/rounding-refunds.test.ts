import { describe, expect, it } from 'vitest';
import { parseDecimal, roundHalfEven } from '../../src/modules/bonus/index.js';
import { member, order, paid, refund, run } from './engine-fixtures.js';

const HALF_USD = { currency: 'USD', minorUnit: 2, bvRate: parseDecimal('0.5') };

describe('conversion and rounding', () => {
  it('rounds half to even', () => {
    expect([5n, 15n, 25n, -5n, -15n, 14n, 16n].map((n) => roundHalfEven(n, 10n))).toEqual([
      0n,
      2n,
      2n,
      -0n,
      -2n,
      1n,
      2n,
    ]);
  });

  it('converts once per member, type and cycle, half to even', () => {
    // at 0.5 USD per BV: 20% × 1.25 BV = 0.25 BV = 12.5 cents → 12; 20% × 1.35 = 0.27 BV =
    // 13.5 cents → 14. Two 1.25 BV packages for one sponsor: 0.5 BV = 25 cents, not 12 + 12
    const members = [member('s', null), member('t', null), member('m', 's'), member('n', 't')];
    const base = [order('s', '50', 30), order('t', '50', 30)];
    const [c] = run(members, [...base, order('m', '1.25', 10), order('n', '1.35', 10)], 1, {
      conversion: HALF_USD,
    });
    expect(paid(c!, 'bonus')).toEqual({ s: '12', t: '14' });
    const [twice] = run(
      [...members, member('k', 's')],
      [...base, order('m', '1.25', 10), order('k', '1.25', 10)],
      1,
      { conversion: HALF_USD },
    );
    expect(paid(twice!, 'bonus')).toEqual({ s: '25' });
  });

  it('converts at a rate with a zero-decimal currency (IDR 15,800 per BV)', () => {
    // 20% × 0.03 BV = 0.006 BV × 15,800 = 94.8 → 95 rupiah
    const idr = { currency: 'IDR', minorUnit: 0, bvRate: parseDecimal('15800') };
    const [c] = run(
      [member('s', null), member('m', 's')],
      [order('s', '50', 30), order('m', '0.03', 10)],
      1,
      {
        conversion: idr,
      },
    );
    expect(paid(c!, 'bonus')).toEqual({ s: '95' });
  });
});

describe('refunds after the close', () => {
  const members = () => [member('s', null), member('m', 's')];

  it('count negative in the refund cycle, paid as zero and shown as an adjustment', () => {
    // cycle 0: m buys 100 BV maintenance, s (VIP by 100 BV, level 1: 10%) gets 10 BV.
    // cycle 1: the refund: −10 BV, paid as 0 with an adjustment of −1000 cents
    const [c0, c1] = run(
      members(),
      [order('s', '100', 10), order('m', '100', 30), refund('m', '100', 30, 9)],
      2,
    );
    expect(paid(c0!, 'unilevel')).toEqual({ s: '1000' });
    expect(paid(c1!)).toEqual({});
    expect(c1!.lines).toContainEqual(
      expect.objectContaining({
        memberId: 's',
        type: 'unilevel',
        amountMinor: 0n,
        adjustmentMinor: -1000n,
      }),
    );
  });

  it('never lowers a rank, and a refund is main-platform volume of its cycle', () => {
    // s: 300 BV package (silver) in cycle 0, refunded in cycle 1: still silver in cycle 1;
    // the cumulative package BV is back to 0, so another 300 BV keeps silver (not gold)
    const [c0, c1, c2] = run(
      members(),
      [order('s', '300', 10), refund('s', '300', 10, 9), order('s', '300', 10, 15)],
      3,
    );
    expect([c0!.facts.rank[0], c1!.facts.rank[0], c2!.facts.rank[0]]).toEqual([2, 2, 2]);
    expect(c1!.facts.companyVolume).toBe(-30000n);
  });
});

describe('active: 50 BV in the 30 days before the cycle end', () => {
  it('holds 30 days after an order and lapses after', () => {
    // s buys 50 BV on day 1 (Tuesday of cycle 0). Cycle 3 ends on day 28: active.
    // Cycle 4 ends on day 35, 34 days after the order: inactive
    const cycles = run([member('s', null)], [order('s', '50', 30)], 5);
    expect(cycles.map((c) => c.facts.active[0])).toEqual([1, 1, 1, 1, 0]);
    expect(cycles[0]!.facts.active[0]).toBe(1);
  });

  it('needs status 10', () => {
    const [c] = run([member('s', null, undefined, { status: 20 })], [order('s', '500', 30)]);
    expect(c!.facts.active[0]).toBe(0);
  });
});
