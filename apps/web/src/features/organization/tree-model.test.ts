import type { TreeNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emptyModel, mergeNodes } from './tree-model';

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
  it('lists loaded children under their parent once, in the order they came', () => {
    const model = mergeNodes(emptyModel(), [
      node(1, null, 3),
      node(2, 1, 1),
      node(3, 1),
      node(4, 2),
    ]);
    const again = mergeNodes(model, [node(3, 1), node(5, 1)]);
    expect(again.children.get(1)).toEqual([2, 3, 5]);
    expect(again.children.get(2)).toEqual([4]);
  });

  it('keeps the larger count of shown children when a node is seen again', () => {
    const first = mergeNodes(emptyModel(), [{ ...node(1, null, 2), shownChildren: 2 }]);
    const again = mergeNodes(first, [{ ...node(1, null, 2), shownChildren: 0 }]);
    expect(again.nodes.get(1)?.shownChildren).toBe(2);
  });

  it('handles a long chain without recursion', () => {
    const chain = Array.from({ length: 5_000 }, (_, i) => node(i + 1, i === 0 ? null : i, 1));
    const model = mergeNodes(emptyModel(), chain);
    expect(model.children.size).toBe(4_999);
  });
});
