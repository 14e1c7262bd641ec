import { describe, expect, it } from 'vitest';
import { lineOf, member, order, paid, run } from './engine-fixtures.js';

/**
 * A sponsor chain x → s1 → s2 → s3 → s4 → s5 → s6 (each sponsored by the next). Ranks come
 * from package orders, which also make each active (PBV ≥ 50), unless `inactive`.
 */
function chain(ranks: Record<string, string | null>) {
  const ids = Object.keys(ranks);
  const members = ids.map((id, k) => member(id, ids[k + 1] ?? null));
  const orders = ids.flatMap((id) => (ranks[id] ? [order(id, ranks[id], 10)] : []));
  return { members, orders };
}

describe('group bonus (differential on retail orders)', () => {
  it('pays each active distributor its rate minus the highest paid below, up to 10%', () => {
    // x buys 100 BV retail. x: regular, 0%. s1 VIP 2% → 2 BV. s2 VIP: 2 − 2 = 0.
    // s3 gold 6% → 4 BV. s4 platinum but inactive (no order): skipped. s5 diamond 10% → 4 BV,
    // and 10% is reached: s6 (diamond) gets nothing.
    const { members, orders } = chain({
      x: null,
      s1: '100',
      s2: '100',
      s3: '600',
      s4: null,
      s5: '2400',
      s6: '2400',
    });
    const [c] = run(members, [...orders, order('x', '100', 40)]);
    expect(paid(c!, 'group')).toEqual({ s1: '200', s3: '400', s5: '400' });
    expect(lineOf(c!, 's3', 'group')!.explain()).toMatchObject({
      rate: '6.00%',
      sources: [{ retailBv: '100.00', paidBelow: '2.00%', differential: '4.00%' }],
    });
  });

  it('starts with the buyer: an active buyer with a rank earns on its own retail order', () => {
    // b (silver 4%) buys 50 BV retail: b 4% → 2 BV; its sponsor t (gold 6%) → 2% → 1 BV
    const { members, orders } = chain({ b: '300', t: '600' });
    const [c] = run(members, [...orders, order('b', '50', 40)]);
    expect(paid(c!, 'group')).toEqual({ b: '200', t: '100' });
  });
});

describe('unilevel', () => {
  it('splits at 100 BV, compresses past inactive members and lapses closed levels', () => {
    // b buys 150 BV maintenance: V1 = 100, V2 = 50. u2 is inactive: skipped, not a level.
    // level 1 u1 (VIP, 2 open): 10% × 100 + 5% × 50 = 12.5 BV
    // level 2 u3 (silver, 3 open): 5% × 100 + 3% × 50 = 6.5 BV
    // level 3 u4 (regular, active by retail, 0 open): 6.5 BV lapses
    // level 4 u5 (gold, 4 open): 3% × 100 + 2% × 50 = 4 BV
    // level 5 u6 (platinum, 5 open): 2% × 100 + 2% × 50 = 3 BV; u7 is beyond level 5
    const { members, orders } = chain({
      b: null,
      u1: '100',
      u2: null,
      u3: '300',
      u4: null,
      u5: '600',
      u6: '1200',
      u7: '2400',
    });
    const [c] = run(members, [...orders, order('u4', '60', 40), order('b', '150', 30)]);
    expect(paid(c!, 'unilevel')).toEqual({ u1: '1250', u3: '650', u5: '400', u6: '300' });
    expect(c!.leftOnTable()).toContainEqual({
      memberId: 'u4',
      type: 'unilevel',
      rule: 'level 3 not open',
      amountBv: '6.5',
    });
    expect(lineOf(c!, 'u5', 'unilevel')!.explain()).toMatchObject({
      levelsOpen: 4,
      levels: [{ level: 4, firstBv: '100.00', restBv: '50.00', rates: '3.00% / 2.00%' }],
    });
  });

  it('counts autoship (66) like maintenance, and a VIP earns nothing from level 3', () => {
    // d buys 40 BV autoship: V1 = 40. p (VIP) level 1: 4 BV; q (VIP) level 2: 2 BV;
    // r (VIP) level 3: closed for a VIP
    const { members, orders } = chain({ d: null, p: '100', q: '100', r: '100' });
    const [c] = run(members, [...orders, order('d', '40', 66)]);
    expect(paid(c!, 'unilevel')).toEqual({ p: '400', q: '200' });
  });
});
