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
