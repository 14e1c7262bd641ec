import { describe, expect, it } from 'vitest';
import { generationalBonus } from '../../src/modules/bonus/engine/generational.js';
import { AMOUNT_SCALE } from '../../src/modules/bonus/engine/rational.js';
import { lineOf, member, order, paid, run } from './engine-fixtures.js';
import { contextOf } from './rule-context.js';

/**
 * u leads an Executive team: left a1 (sponsors a2 left, a3 right), a4 under a2; right b1, b2.
 * u sponsors a1, a4, b1, b2 (two active per leg); a1 sponsors a2 and a3.
 */
const executiveTeam = () => [
  member('u', null),
  member('a1', 'u', ['u', 'L']),
  member('b1', 'u', ['u', 'R']),
  member('a2', 'a1', ['a1', 'L']),
  member('a3', 'a1', ['a1', 'R']),
  member('a4', 'u', ['a2', 'L']),
  member('b2', 'u', ['b1', 'L']),
];
const executiveOrders = () => [
  order('u', '100', 10),
  order('a1', '100', 10),
  order('a2', '2500', 10),
  order('a3', '2500', 10),
  order('a4', '100', 10),
  order('b1', '4700', 10),
  order('b2', '300', 10),
];

describe('awards and generational leadership on a real network', () => {
  it('makes u an Executive and matches the team bonus of a1 at generation 1', () => {
    // u: left 100 + 2500 + 2500 + 100 = 5200, right 4700 + 300 = 5000; 2 sponsored active per
    // leg → award 04 (Executive). u's team: 5000 × 8% = 400 BV.
    // a1: left 2600, right 2500, one per leg → award 02; team 2500 × 8% = 200 BV.
    // u matches a1's team at generation 1 (10%): 20 BV; 04 opens one generation.
    const [c] = run(executiveTeam(), executiveOrders());
    expect([...c!.facts.award]).toEqual([4, 2, 0, 0, 0, 0, 0]);
    expect(paid(c!, 'team')).toEqual({ u: '40000', a1: '20000' });
    expect(paid(c!, 'generational leadership')).toEqual({ u: '2000' });
    expect(lineOf(c!, 'u', 'generational leadership')!.explain()).toMatchObject({
      paidAsAward: '04',
      generationsOpen: 1,
    });
  });

  it('keeps the paid-as award for this cycle and the 3 before it', () => {
    // award 04 in cycle 0 only; u stays active (a 50 BV order every 3 weeks) but the legs are
    // empty afterwards: paid-as 04 in cycles 0..3, none in cycle 4; highest award stays 04
    const keepActive = [order('u', '50', 30, 20), order('u', '50', 30, 26)];
    const cycles = run(executiveTeam(), [...executiveOrders(), ...keepActive], 5);
    expect(cycles.map((c) => c.facts.paidAs[0])).toEqual([4, 4, 4, 4, 0]);
    expect(cycles.map((c) => c.facts.award[0])).toEqual([4, 0, 0, 0, 0]);
  });
});

describe('generations (the rule alone)', () => {
  it('counts a generation per leader (paid-as 04+) strictly between', () => {
    // sponsor chain u (08: 5 generations) ← l1 (04: 1) ← d1 ← l2 (05: 2) ← d2; team bonuses
    // l1 100, d1 100, l2 50, d2 100 BV.
    // u: l1 gen 1 10% = 10; d1 and l2 gen 2 5% × 150 = 7.5; d2 gen 3 5% = 5 → 22.5 BV
    // l1: d1 gen 1 10, l2 gen 1 5, d2 gen 2 closed → 15 BV; l2: d2 gen 1 → 10 BV
    const ctx = contextOf(
      [
        member('u', null),
        member('l1', 'u'),
        member('d1', 'l1'),
        member('l2', 'd1'),
        member('d2', 'l2'),
      ],
      [8, 4, 0, 5, 0],
    );
    const bv = (v: number) => BigInt(v) * AMOUNT_SCALE;
    const team = new Map([
      [1, bv(100)],
      [2, bv(100)],
      [3, bv(50)],
      [4, bv(100)],
    ]);
    const result = generationalBonus(ctx, team);
    const amounts = Object.fromEntries(
      [...result.amounts].map(([i, r]) => [i, Number(r.n) / Number(r.d)]),
    );
    expect(amounts).toEqual({ 0: 22.5, 1: 15, 3: 10 });
    // l1 (04) misses d2 at generation 2: 5% × 100 = 5 BV, shown as left on the table
    const closed = ctx.leftOnTable.get('generational leadership|generation 2 not open');
    expect(closed?.members).toEqual([1]);
    expect(closed?.values[1]).toBe(5n * AMOUNT_SCALE);
    expect(result.trail(0)).toMatchObject({
      generations: [
        { generation: 1, teamBonus: '100', open: true },
        { generation: 2, teamBonus: '150', open: true },
        { generation: 3, teamBonus: '100', open: true },
        { generation: 4, teamBonus: '0', open: true },
        { generation: 5, teamBonus: '0', open: true },
      ],
    });
  });

  it('pays an inactive leader nothing, and still counts it as a generation', () => {
    // as above with l1 inactive: l1 earns nothing; u's figures are unchanged
    const ctx = contextOf([member('u', null), member('l1', 'u'), member('d1', 'l1')], [8, 4, 0]);
    ctx.facts.active[1] = 0;
    const bv = (v: number) => BigInt(v) * AMOUNT_SCALE;
    const result = generationalBonus(
      ctx,
      new Map([
        [1, bv(100)],
        [2, bv(100)],
      ]),
    );
    expect([...result.amounts.keys()]).toEqual([0]);
    // l1 is told what it missed: 10% of d1's 100 BV
    expect(ctx.leftOnTable.get('generational leadership|not active')?.values[1]).toBe(
      10n * AMOUNT_SCALE,
    );
    // u: l1 gen 1 10, d1 gen 2 5 → 15 BV
    expect(result.amounts.get(0)).toEqual({ n: bv(15), d: AMOUNT_SCALE });
  });
});
