import { describe, expect, it } from 'vitest';
import { lineOf, member, order, paid, run } from './engine-fixtures.js';

/** r with a (left) and b (right), both personally sponsored by r. */
const trio = () => [member('r', null), member('a', 'r', ['r', 'L']), member('b', 'r', ['r', 'R'])];

describe('team bonus (binary pairing)', () => {
  it('pairs the weaker leg at the rank rate and carries the rest', () => {
    // r: 100 BV package → VIP (8%), active. Left 400, right 250: paired 250 × 8% = 20 BV.
    // carries out: left 150, right 0
    const [c] = run(trio(), [order('r', '100', 10), order('a', '400', 10), order('b', '250', 10)]);
    expect(paid(c!, 'team')).toEqual({ r: '2000' });
    expect(lineOf(c!, 'r', 'team')!.explain()).toMatchObject({
      rank: '05',
      leftVolume: '400.00',
      rightVolume: '250.00',
      carryInLeft: '0.00',
      paired: '250.00',
      rate: '8.00%',
      capApplied: false,
      carryOutLeft: '150.00',
      carryOutRight: '0.00',
    });
  });

  it('rolls carries into the next cycle', () => {
    // cycle 0 as above (carry left 150); cycle 1: b buys 150 BV maintenance, a stays active
    // on the 30-day window: L = 150 + 0, R = 0 + 150, paired 150 × 8% = 12 BV
    const [, c1] = run(
      trio(),
      [
        order('r', '100', 10),
        order('a', '400', 10),
        order('b', '250', 10),
        order('b', '150', 30, 8),
      ],
      2,
    );
    expect(paid(c1!, 'team')).toEqual({ r: '1200' });
  });

  it('caps the pay at the rank cap per cycle and says how much was cut', () => {
    // paired 10,000 × 8% = 800 BV, VIP cap 500 BV → 50000 cents; 300 BV left on the table
    const [c] = run(trio(), [
      order('r', '100', 10),
      order('a', '10000', 10),
      order('b', '10000', 10),
    ]);
    expect(paid(c!, 'team')).toEqual({ r: '50000' });
    expect(lineOf(c!, 'r', 'team')!.explain()).toMatchObject({ capApplied: true, capBv: '500' });
    expect(c!.leftOnTable()).toContainEqual({
      memberId: 'r',
      type: 'team',
      rule: 'team cap',
      amountBv: '300',
    });
  });

  it('caps a carry at 50,000 BV', () => {
    // left 70,000, right 1,000: paired 1,000 × 8% = 80 BV; carry left 69,000 → 50,000
    const [c] = run(trio(), [
      order('r', '100', 10),
      order('a', '70000', 10),
      order('b', '1000', 10),
    ]);
    expect(paid(c!, 'team')).toEqual({ r: '8000' });
    expect(lineOf(c!, 'r', 'team')!.explain()).toMatchObject({ carryOutLeft: '50000.00' });
    expect(c!.leftOnTable()).toContainEqual({
      memberId: 'r',
      type: 'team',
      rule: 'carry above cap',
      volume: '19000.00',
    });
  });

  it('pairs nothing when not binary qualified and carries both legs', () => {
    // b is placed under r but sponsored by a: r has no sponsored active on the right.
    // so nothing is paired and both legs carry: 400 left, 250 right
    const members = [member('r', null), member('a', 'r', ['r', 'L']), member('b', 'a', ['r', 'R'])];
    const [c] = run(members, [order('r', '100', 10), order('a', '400', 10), order('b', '250', 10)]);
    expect(paid(c!, 'team')).toEqual({});
    expect(c!.facts.binaryQualified[0]).toBe(0);
    expect(c!.leftOnTable()).toContainEqual({
      memberId: 'r',
      type: 'team',
      rule: 'not binary qualified',
    });
  });

  it('needs rank VIP: a regular member pairs nothing', () => {
    // r is active by a 60 BV maintenance order but has no package: rank regular
    const [c] = run(trio(), [order('r', '60', 30), order('a', '400', 10), order('b', '250', 10)]);
    expect(paid(c!, 'team')).toEqual({});
  });
});
