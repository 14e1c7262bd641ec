import { describe, expect, it } from 'vitest';
import { changedLegs, legTotals } from './leg-totals.js';

describe('legTotals', () => {
  it('sums each leg of a small binary tree', () => {
    const rows = legTotals([
      { id: 1, parentId: null, side: null, pbv: 100n },
      { id: 2, parentId: 1, side: 'L', pbv: 500n },
      { id: 3, parentId: 1, side: 'R', pbv: 700n },
      { id: 4, parentId: 2, side: 'R', pbv: 1_000n },
    ]);
    const byId = new Map(rows.map((r) => [r.memberId, r]));
    expect(byId.get(1)).toEqual({
      memberId: 1,
      leftBv: 1_500n,
      rightBv: 700n,
      leftCount: 2,
      rightCount: 1,
    });
    expect(byId.get(2)).toMatchObject({ leftBv: 0n, rightBv: 1_000n, rightCount: 1 });
  });

  it('handles a power leg of 100,000 without recursion', () => {
    const chain = Array.from({ length: 100_000 }, (_, i) => ({
      id: i + 1,
      parentId: i === 0 ? null : i,
      side: i === 0 ? null : ('L' as const),
      pbv: 1n,
    }));
    const rows = legTotals(chain.reverse());
    const top = rows.find((r) => r.memberId === 1);
    expect(top).toMatchObject({ leftBv: 99_999n, leftCount: 99_999, rightCount: 0 });
  });

  it('writes only the rows that changed', () => {
    const row = { memberId: 1, leftBv: 1n, rightBv: 0n, leftCount: 1, rightCount: 0 };
    const leaf = { memberId: 2, leftBv: 0n, rightBv: 0n, leftCount: 0, rightCount: 0 };
    expect(changedLegs([row, leaf], new Map([[1, row]]))).toEqual([]);
    expect(changedLegs([{ ...row, leftBv: 5n }], new Map([[1, row]]))).toHaveLength(1);
  });
});
