import { describe, expect, it } from 'vitest';
import { crownGlobal, driveBonus, lifestyleGlobal } from '../../src/modules/bonus/engine/pools.js';
import { toMinor } from '../../src/modules/bonus/index.js';
import { member, order, paid, run, USD } from './engine-fixtures.js';
import { contextOf } from './rule-context.js';

const five = () => ['a', 'b', 'c', 'd', 'e'].map((id) => member(id, null));
const minor = (amounts: Map<number, { n: bigint; d: bigint }>) =>
  Object.fromEntries([...amounts].map(([i, r]) => [i, toMinor(r, USD).toString()]));

describe('global pools', () => {
  it('shares 2% of company volume by lifestyle shares among active holders', () => {
    // company volume 10,000 BV → pool 200 BV. a (08) 1 share, b (09) 2, c (10) 3; d (10) is
    // inactive; e has no award. 6 shares: a 33.333… → 3333 cents, b 66.666… → 6667, c 100 BV
    const ctx = contextOf(five(), [8, 9, 10, 10, 0]);
    ctx.facts.companyVolume = 1_000_000n;
    ctx.facts.active[3] = 0;
    expect(minor(lifestyleGlobal(ctx).amounts)).toEqual({ 0: '3333', 1: '6667', 2: '10000' });
  });

  it('shares 1% equally among active Crown Diamond Ambassadors', () => {
    // pool 100 BV; c and e hold award 10 → 50 BV each
    const ctx = contextOf(five(), [8, 9, 10, 0, 10]);
    ctx.facts.companyVolume = 1_000_000n;
    expect(minor(crownGlobal(ctx).amounts)).toEqual({ 2: '5000', 4: '5000' });
    expect(crownGlobal(ctx).trail(2)).toMatchObject({ pool: '100', shares: '1', totalShares: '2' });
  });

  it('pays nothing when nobody holds a share, and nothing from a pool at or below zero', () => {
    const ctx = contextOf(five(), [0, 7, 7, 0, 0]);
    ctx.facts.companyVolume = 1_000_000n;
    expect(lifestyleGlobal(ctx).amounts.size).toBe(0);
    expect(crownGlobal(ctx).amounts.size).toBe(0);
    const refunds = contextOf(five(), [10, 0, 0, 0, 0]);
    refunds.facts.companyVolume = -500n;
    expect(crownGlobal(refunds).amounts.size).toBe(0);
  });

  it('on a whole run without award holders, pays no pool line', () => {
    const [c] = run([member('s', null), member('m', 's')], [order('m', '5000', 10)]);
    expect(Object.keys(paid(c!)).filter((k) => k.includes('global'))).toEqual([]);
  });
});

describe('drive', () => {
  it('pays by paid-as award when 06 or higher this cycle and the 3 before', () => {
    // slots 0..2 are the 3 cycles before, slot 3 this one (cyclesDone = 3)
    // a: 06, 06, 08, now 07 → 150 BV. b: 05 once → nothing. c: all 10 but inactive → nothing
    const ctx = contextOf(five(), [7, 6, 10, 0, 0]);
    ctx.state.cyclesDone = 3;
    const history = [
      [6, 6, 8, 7],
      [6, 5, 6, 6],
      [10, 10, 10, 10],
    ];
    history.forEach((slots, i) =>
      slots.forEach((a, k) => (ctx.state.paidAsHistory[i * 4 + k] = a)),
    );
    ctx.facts.active[2] = 0;
    expect(minor(driveBonus(ctx).amounts)).toEqual({ 0: '15000' });
  });
});
