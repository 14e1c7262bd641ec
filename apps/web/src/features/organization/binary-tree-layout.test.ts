import type { TreeNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { keyAction } from './binary-tree-keys';
import {
  centreOn,
  elbowPath,
  isOnScreen,
  layoutBinaryTree,
  NODE_H,
  NODE_W,
  restingView,
  visiblePart,
} from './binary-tree-layout';
import { emptyModel, mergeNodes } from './tree-model';

const node = (
  id: number,
  parentId: number | null,
  side: 'L' | 'R' | null,
  childCount = 0,
): TreeNode => ({
  id,
  parentId,
  side,
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

// 1 has both legs; 2 (left) has only a right child 4; 3 (right) has children not loaded yet
const model = mergeNodes(emptyModel(), [
  node(1, null, null, 2),
  node(2, 1, 'L', 1),
  node(3, 1, 'R', 2),
  node(4, 2, 'R', 0),
]);

describe('binary tree layout', () => {
  const layout = layoutBinaryTree(model, 1, new Set());
  const at = (key: string) => layout.byKey.get(key)!;

  it('puts the left leg left of the right leg, one level below the root', () => {
    expect(at('m2').x).toBeLessThan(at('m1').x);
    expect(at('m3').x).toBeGreaterThan(at('m1').x);
    expect(at('m2').y).toBe(at('m3').y);
    expect(at('m2').y).toBeGreaterThan(at('m1').y);
    // no two cards of a level overlap
    const level2 = layout.items.filter((i) => i.depth === 2).map((i) => i.x);
    for (let i = 1; i < level2.length; i++) {
      expect(level2[i]! - level2[i - 1]!).toBeGreaterThanOrEqual(NODE_W);
    }
  });

  it('shows open positions on the free side, and none where children are not loaded', () => {
    const open2 = at('o2L');
    expect(open2).toMatchObject({ kind: 'open', side: 'L', parentKey: 'm2' });
    expect(open2.x).toBeLessThan(at('m4').x);
    // a member with nobody below has both slots open, left before right
    expect(at('m4').childKeys).toEqual(['o4L', 'o4R']);
    expect(at('o4L').x).toBeLessThan(at('o4R').x);
    // 3 has two children on the server that are not loaded: it offers to load them instead
    expect(at('m3')).toMatchObject({ kind: 'member', loadable: true, childKeys: [null, null] });
    expect(layout.byKey.has('o3L')).toBe(false);
  });

  it('reads depth first, left before right, and links every card to its parent', () => {
    expect(layout.items.map((i) => i.key)).toEqual(['m1', 'm2', 'o2L', 'm4', 'o4L', 'o4R', 'm3']);
    expect(layout.links).toHaveLength(layout.items.length - 1);
    const link = layout.links.find((l) => l.to.key === 'm2')!;
    expect(elbowPath(link)).toMatch(/^M[-\d.]+,\d+V\d+H[-\d.]+V\d+$/);
  });

  it('draws no children of a folded member', () => {
    const folded = layoutBinaryTree(model, 1, new Set([2]));
    expect(folded.items.map((i) => i.key)).toEqual(['m1', 'm2', 'm3']);
    expect(folded.byKey.get('m2')).toMatchObject({ hasLoaded: true, open: false });
  });

  it('culls the cards and links outside the viewport', () => {
    const port = { width: 400, height: 300 };
    const rest = restingView(port);
    const shown = visiblePart(layout, rest, port, 0);
    // at rest the root is centred at the top; the deepest level lies below the screen
    expect(shown.items.map((i) => i.key)).toContain('m1');
    expect(shown.items.map((i) => i.key)).not.toContain('o4L');
    expect(shown.items.length).toBeLessThan(layout.items.length);
    // far away, nothing at all is drawn
    const away = visiblePart(layout, { x: -100_000, y: -100_000, k: 1 }, port, 0);
    expect(away).toEqual({ items: [], links: [] });
    // zoomed out, everything fits
    const whole = visiblePart(layout, { x: 200, y: 10, k: 0.25 }, port, 0);
    expect(whole.items).toHaveLength(layout.items.length);
    expect(whole.links).toHaveLength(layout.links.length);
  });

  it('centres a card off screen', () => {
    const port = { width: 400, height: 300 };
    const deep = at('o4R');
    expect(isOnScreen(deep, restingView(port), port)).toBe(false);
    const view = centreOn(deep, restingView(port), port);
    expect(isOnScreen(deep, view, port)).toBe(true);
    expect(view.y + (deep.y + NODE_H / 2) * view.k).toBe(150);
  });

  it('moves the keyboard focus like a binary tree', () => {
    expect(keyAction(layout, 'm1', 'ArrowLeft')).toEqual({ kind: 'focus', key: 'm2' });
    expect(keyAction(layout, 'm1', 'ArrowRight')).toEqual({ kind: 'focus', key: 'm3' });
    expect(keyAction(layout, 'm4', 'ArrowUp')).toEqual({ kind: 'focus', key: 'm2' });
    expect(keyAction(layout, 'm1', 'ArrowUp')).toEqual({ kind: 'none' });
    expect(keyAction(layout, 'o4L', 'Home')).toEqual({ kind: 'focus', key: 'm1' });
    expect(keyAction(layout, 'm3', 'Enter')).toEqual({ kind: 'activate', key: 'm3' });
    expect(keyAction(layout, 'o2L', 'Enter')).toEqual({ kind: 'none' });
  });

  it('lays out a long leg without running out of stack', () => {
    const chain = Array.from({ length: 3_000 }, (_, i) =>
      node(i + 1, i === 0 ? null : i, i === 0 ? null : 'L', 1),
    );
    const long = layoutBinaryTree(mergeNodes(emptyModel(), chain), 1, new Set());
    // 3 000 members, an open right slot under each but the last, which offers to load more
    expect(long.items).toHaveLength(3_000 + 2_999);
  });
});
