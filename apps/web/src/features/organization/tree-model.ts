import type { TreeNode } from '@portal/contract';

/** What the chart has loaded: nodes by id and each parent's loaded children in order. */
export interface TreeModel {
  nodes: Map<number, TreeNode>;
  children: Map<number, number[]>;
}

export const emptyModel = (): TreeModel => ({ nodes: new Map(), children: new Map() });

/** Adds nodes (a page, a deeper page, or "more" children) without losing what was loaded. */
export function mergeNodes(model: TreeModel, nodes: TreeNode[]): TreeModel {
  const next: TreeModel = { nodes: new Map(model.nodes), children: new Map(model.children) };
  for (const node of nodes) {
    const before = next.nodes.get(node.id);
    // a node seen again keeps the larger count of children it showed
    next.nodes.set(node.id, {
      ...node,
      shownChildren: Math.max(node.shownChildren, before?.shownChildren ?? 0),
    });
    if (node.parentId === null) continue;
    const siblings = next.children.get(node.parentId) ?? [];
    if (!siblings.includes(node.id)) next.children.set(node.parentId, [...siblings, node.id]);
  }
  return next;
}

/** One line of the chart: a node card, or the "more" of a parent. */
export type ChartRow =
  | { kind: 'node'; node: TreeNode; depth: number; open: boolean; loaded: number }
  | { kind: 'more'; parentId: number; depth: number; remaining: number; offset: number };

/**
 * The visible lines, depth first from the root, without recursion (a long power leg can be
 * hundreds of levels once expanded). Only these are drawn, and only those on screen at that.
 */
export function visibleRows(model: TreeModel, rootId: number, collapsed: Set<number>): ChartRow[] {
  const rows: ChartRow[] = [];
  const stack: Array<{ id: number; depth: number } | ChartRow> = [{ id: rootId, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if ('kind' in item) {
      rows.push(item);
      continue;
    }
    const node = model.nodes.get(item.id);
    if (!node) continue;
    const kids = model.children.get(node.id) ?? [];
    const open = kids.length > 0 && !collapsed.has(node.id);
    rows.push({ kind: 'node', node, depth: item.depth, open, loaded: kids.length });
    if (!open) continue;
    if (node.childCount > kids.length) {
      stack.push({
        kind: 'more',
        parentId: node.id,
        depth: item.depth + 1,
        remaining: node.childCount - kids.length,
        offset: kids.length,
      });
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ id: kids[i]!, depth: item.depth + 1 });
  }
  return rows;
}
