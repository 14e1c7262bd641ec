import type { TreeNode, TreePage } from '@portal/contract';
import { useMemo, useState } from 'react';
import { fetchPlacementExtreme } from './api/extreme-api';
import { fetchTreePage, useTreePage } from './api/tree-api';
import { layoutBinaryTree, memberKey } from './binary-tree-layout';
import { emptyModel, mergeNodes } from './tree-model';

/** What the member did on one page: levels loaded below it, folds, the card in focus. */
interface PageState {
  page: TreePage | undefined;
  nodes: TreeNode[];
  collapsed: Set<number>;
  focusKey: string | null;
}

const fresh = (page: TreePage | undefined): PageState => ({
  page,
  nodes: [],
  collapsed: new Set(),
  focusKey: null,
});

/** Where the last jump to an extreme leg landed, to say so. */
export interface ExtremeJump {
  side: 'L' | 'R';
  id: number;
  depth: number;
}

/**
 * The placement chart's state: the page of the chosen root (4 levels), the 4 more levels
 * loaded under any bottom card, folds and the focused card. A new root or cycle is a new page
 * and starts again from its root, without an effect.
 */
export function useBinaryTree(cycle: string | undefined) {
  const [root, setRootId] = useState<number | undefined>();
  const page = useTreePage('placement', root, cycle);
  const [stored, setStored] = useState<PageState>(() => fresh(undefined));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [jump, setJump] = useState<ExtremeJump | null>(null);
  const [jumping, setJumping] = useState<'L' | 'R' | null>(null);
  const state = stored.page === page.data ? stored : fresh(page.data);

  const model = useMemo(
    () => mergeNodes(mergeNodes(emptyModel(), page.data?.nodes ?? []), state.nodes),
    [page.data, state.nodes],
  );
  const layout = useMemo(
    () => layoutBinaryTree(model, page.data?.rootId ?? -1, state.collapsed),
    [model, page.data, state.collapsed],
  );
  const rootKey = page.data ? memberKey(page.data.rootId) : '';
  const focusKey = state.focusKey && layout.byKey.has(state.focusKey) ? state.focusKey : rootKey;

  const update = (change: (s: PageState) => Partial<PageState>) =>
    setStored((s) => {
      const base = s.page === page.data ? s : fresh(page.data);
      return { ...base, ...change(base) };
    });

  const loadBelow = async (node: TreeNode) => {
    setBusyId(node.id);
    setLoadError(null);
    try {
      const more = (await fetchTreePage('placement', node.id, cycle)).nodes;
      update((s) => ({ nodes: [...s.nodes, ...more] }));
    } catch (error) {
      setLoadError(error);
    } finally {
      setBusyId(null);
    }
  };

  /** Enter or the card's button: load 4 more levels, or fold and unfold the loaded ones. */
  const activate = (key: string) => {
    const item = layout.byKey.get(key);
    if (item?.kind !== 'member') return;
    update(() => ({ focusKey: key }));
    if (item.loadable) return void loadBelow(item.node);
    if (!item.hasLoaded) return;
    update((s) => {
      const collapsed = new Set(s.collapsed);
      if (!collapsed.delete(item.node.id)) collapsed.add(item.node.id);
      return { collapsed };
    });
  };

  const setRoot = (id: number | undefined) => {
    setJump(null);
    setLoadError(null);
    setRootId(id);
  };

  /** Opens the chart at the bottom of the member's outermost leg of one side. */
  const jumpToExtreme = async (side: 'L' | 'R') => {
    setJumping(side);
    setLoadError(null);
    try {
      const found = await fetchPlacementExtreme(side);
      setRootId(found.depth === 0 ? undefined : found.id);
      setJump({ side, ...found });
    } catch (error) {
      setLoadError(error);
    } finally {
      setJumping(null);
    }
  };

  return {
    page,
    root,
    model,
    layout,
    rootKey,
    focusKey,
    setFocusKey: (key: string) => update(() => ({ focusKey: key })),
    activate,
    busyId,
    loadError,
    setRoot,
    jump,
    jumping,
    jumpToExtreme,
  };
}
