import { describe, expect, it } from 'vitest';
import {
  buildNetwork,
  clonePlanState,
  computeCycle,
  cycleName,
  cycleOf,
  DEFAULT_PLAN,
  newPlanState,
  type CycleVolumes,
} from '../../src/modules/bonus/index.js';
import { member, USD, W37 } from './engine-fixtures.js';

/** The close and the estimate call computeCycle on per-member volumes directly. */
function volumes(n: number, fill: Partial<Record<keyof CycleVolumes, bigint[]>>): CycleVolumes {
  const of = (v?: bigint[]) => (v ? BigInt64Array.from(v) : new BigInt64Array(n));
  return {
    cycle: cycleOf(W37),
    pbv: of(fill.pbv),
    pbv30: of(fill.pbv30),
    packageBv: of(fill.packageBv),
    retailBv: of(fill.retailBv),
    rebuyBv: of(fill.rebuyBv),
    marketBv: of(fill.marketBv),
  };
}

describe('computeCycle on per-member volumes', () => {
  const net = buildNetwork([
    member('r', null),
    member('a', 'r', ['r', 'L']),
    member('b', 'r', ['r', 'R']),
  ]);
  // r VIP, left 400, right 250 (as the team test): team 20 BV, carry left 150
  const v = volumes(3, {
    pbv: [10000n, 40000n, 25000n],
    pbv30: [10000n, 40000n, 25000n],
    packageBv: [10000n, 40000n, 25000n],
  });

  it('rolls a projected cycle on a copy, leaving the real state as it was', () => {
    const state = newPlanState(3, DEFAULT_PLAN);
    const projected = clonePlanState(state);
    const result = computeCycle(net, DEFAULT_PLAN, v, projected, USD);
    expect(result.lines.find((l) => l.type === 'team')?.amountMinor).toBe(2000n);
    expect(projected.carryLeft[0]).toBe(15000n);
    expect(projected.cyclesDone).toBe(1);
    expect(state.carryLeft[0]).toBe(0n);
    expect(state.rank[0]).toBe(0);
    expect(state.cyclesDone).toBe(0);
  });

  it('gives the same lines when run again on the same state (a re-run is a no-op)', () => {
    const state = newPlanState(3, DEFAULT_PLAN);
    const once = computeCycle(net, DEFAULT_PLAN, v, clonePlanState(state), USD);
    const again = computeCycle(net, DEFAULT_PLAN, v, clonePlanState(state), USD);
    const key = (c: typeof once) => c.lines.map((l) => [l.memberId, l.type, l.amountMinor]);
    expect(key(again)).toEqual(key(once));
    expect(once.name).toBe('2026-W37');
    expect(once.start).toBe('2026-09-07T00:00:00+08:00');
  });
});

describe('cycles: ISO weeks in UTC+8', () => {
  const name = (iso: string) => cycleName(cycleOf(Date.parse(iso)));

  it('starts Monday 00:00 UTC+8 and names the week by its Thursday', () => {
    expect(name('2026-12-28T00:00:00+08:00')).toBe('2026-W53');
    expect(name('2027-01-03T23:59:59+08:00')).toBe('2026-W53');
    expect(name('2027-01-04T00:00:00+08:00')).toBe('2027-W01');
    // Sunday 16:00 UTC is already Monday in business time
    expect(name('2026-09-06T16:00:00Z')).toBe('2026-W37');
    expect(name('2026-09-06T15:59:59Z')).toBe('2026-W36');
    expect(name('2026-01-01T00:00:00+08:00')).toBe('2026-W01');
  });
});
