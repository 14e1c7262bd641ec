import type { TreeNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emptyModel, mergeNodes, visibleRows } from './tree-model';

const node = (id: number, parentId: number | null, childCount = 0): TreeNode => ({
  id,
  parentId,
  side: null,
  level: 0,
  loginName: `m${id}`,
  name: `M ${id}`,
  rank: '0',
  paidAsAward: '00',
  highestAward: '00',
  status: 10,
  active: true,
  joinedAt: '2026-01-01T00:00:00.000Z',
  pbv: '0.00',
  leftBv: '0.00',
  rightBv: '0.00',
  leftCount: 0,
  rightCount: 0,
  carryLeft: '0.00',
  carryRight: '0.00',
  childCount,
  shownChildren: 0,
});

describe('tree model', () => {
  it('flattens depth first with a "more" line after the loaded children', () => {
    const model = mergeNodes(emptyModel(), [
      node(1, null, 3),
      node(2, 1, 1),
      node(3, 1),
      node(4, 2),
    ]);
    const rows = visibleRows(model, 1, new Set());
    expect(rows.map((r) => (r.kind === 'node' ? r.node.id : `more${r.remaining}`))).toEqual([
      1,
      2,
      4,
      3,
      'more1',
    ]);
    const folded = visibleRows(model, 1, new Set([2]));
    expect(folded).toHaveLength(4);
  });

  it('keeps loaded children when a deeper page arrives, and handles a long chain', () => {
    const chain = Array.from({ length: 5_000 }, (_, i) => node(i + 1, i === 0 ? null : i, 1));
    const model = mergeNodes(mergeNodes(emptyModel(), chain), [node(1, null, 1)]);
    expect(visibleRows(model, 1, new Set())).toHaveLength(5_000);
  });
});
