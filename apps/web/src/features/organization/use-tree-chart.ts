import type { TreeKind, TreeNode, TreePage } from '@portal/contract';
import { useMemo, useState } from 'react';
import { fetchTreeChildren, fetchTreePage, useTreePage } from './api/tree-api';
import { emptyModel, mergeNodes, visibleRows } from './tree-model';

/** What the member added to a page: expansions, "more" children, folded nodes. */
interface Additions {
  page: TreePage | undefined;
  nodes: TreeNode[];
  collapsed: Set<number>;
}

const none = (page: TreePage | undefined): Additions => ({ page, nodes: [], collapsed: new Set() });

/**
 * The chart's state: the page of the chosen root (4 levels), what the member expanded below it
 * (4 more levels per expansion, or the next children past the cap), and what they folded. A new
 * root or cycle is a new page, and starts without the additions of the last one.
 */
export function useTreeChart(tree: TreeKind, cycle: string | undefined) {
  const [root, setRoot] = useState<number | undefined>();
  const page = useTreePage(tree, root, cycle);
  const [stored, setAdditions] = useState<Additions>(() => none(undefined));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const additions = stored.page === page.data ? stored : none(page.data);

  const model = useMemo(
    () => mergeNodes(mergeNodes(emptyModel(), page.data?.nodes ?? []), additions.nodes),
    [page.data, additions.nodes],
  );
  const rows = useMemo(
    () => (page.data ? visibleRows(model, page.data.rootId, additions.collapsed) : []),
    [model, additions.collapsed, page.data],
  );

  const load = async (id: number, work: () => Promise<TreeNode[]>) => {
    const forPage = page.data;
    setBusyId(id);
    setLoadError(null);
    try {
      const nodes = await work();
      setAdditions((a) => {
        const base = a.page === forPage ? a : none(forPage);
        return { ...base, nodes: [...base.nodes, ...nodes] };
      });
    } catch (error) {
      setLoadError(error);
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (node: TreeNode) => {
    if (model.children.has(node.id)) {
      const collapsed = new Set(additions.collapsed);
      if (collapsed.has(node.id)) collapsed.delete(node.id);
      else collapsed.add(node.id);
      setAdditions({ ...additions, collapsed });
      return;
    }
    void load(node.id, async () => (await fetchTreePage(tree, node.id, cycle)).nodes);
  };

  const more = (parentId: number, offset: number) =>
    void load(parentId, async () => (await fetchTreeChildren(tree, parentId, offset, cycle)).nodes);

  return { page, rows, busyId, loadError, root, setRoot, toggle, more };
}
