import type { TreeNode } from '@portal/contract';
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { TreeModel } from './tree-model';

/** Every card has the same size, so the layout and the culling need no measuring. */
export const NODE_W = 196;
export const NODE_H = 148;
export const GAP_X = 20;
export const GAP_Y = 56;

type Side = 'L' | 'R';

/** What the layout places: a loaded member, or the empty slot below a member. */
type Slot = { kind: 'member'; id: number } | { kind: 'open'; parentId: number; side: Side };

interface ItemBase {
  key: string;
  /** centre of the card, horizontally */
  x: number;
  /** top of the card */
  y: number;
  depth: number;
  parentKey: string | null;
  /** the keys below, left slot first; null where nothing is drawn */
  childKeys: [string | null, string | null];
}

export type LayoutItem =
  | (ItemBase & {
      kind: 'member';
      node: TreeNode;
      /** children exist on the server but are not loaded: the card offers "4 more levels" */
      loadable: boolean;
      /** children are loaded; `open` says whether they are drawn */
      hasLoaded: boolean;
      open: boolean;
    })
  | (ItemBase & { kind: 'open'; parentId: number; side: Side });

export interface LayoutLink {
  key: string;
  from: LayoutItem;
  to: LayoutItem;
}

export interface BinaryLayout {
  /** depth first, left before right: the order the outline reads them */
  items: LayoutItem[];
  links: LayoutLink[];
  byKey: Map<string, LayoutItem>;
}

export const memberKey = (id: number) => `m${id}`;
const slotKey = (s: Slot) => (s.kind === 'member' ? memberKey(s.id) : `o${s.parentId}${s.side}`);

/**
 * The two slots below a member, left first. A slot with nobody in it is an open position, but
 * only where we know it is empty: nobody below at all, or the loaded children leave it free.
 */
function slotsOf(model: TreeModel, id: number, collapsed: Set<number>): Slot[] | undefined {
  const node = model.nodes.get(id);
  if (!node || collapsed.has(id)) return undefined;
  const kids = (model.children.get(id) ?? []).flatMap((k) => model.nodes.get(k) ?? []);
  if (kids.length === 0 && node.childCount > 0) return undefined;
  const bySide = (side: Side, index: number): Slot => {
    // a child without a side (never expected in the placement tree) takes the slots in order
    const kid = kids.find((k) => k.side === side) ?? kids.filter((k) => !k.side)[index];
    return kid ? { kind: 'member', id: kid.id } : { kind: 'open', parentId: id, side };
  };
  return [bySide('L', 0), bySide('R', 1)];
}

function itemOf(p: HierarchyPointNode<Slot>, model: TreeModel, collapsed: Set<number>): LayoutItem {
  const kids = p.children ?? [];
  const base: ItemBase = {
    key: slotKey(p.data),
    x: p.x,
    y: p.y,
    depth: p.depth,
    parentKey: p.parent ? slotKey(p.parent.data) : null,
    childKeys: [kids[0] ? slotKey(kids[0].data) : null, kids[1] ? slotKey(kids[1].data) : null],
  };
  if (p.data.kind === 'open') {
    return { ...base, kind: 'open', parentId: p.data.parentId, side: p.data.side };
  }
  const node = model.nodes.get(p.data.id)!;
  const hasLoaded = (model.children.get(node.id) ?? []).length > 0;
  return {
    ...base,
    kind: 'member',
    node,
    loadable: node.childCount > 0 && !hasLoaded,
    hasLoaded,
    open: hasLoaded && !collapsed.has(node.id),
  };
}

/**
 * The chart's geometry: the root on top, its left leg to the left and its right leg to the
 * right, every card the same size. d3's tidy tree walks without recursion, so a long power leg
 * expanded hundreds of levels deep lays out like a short one.
 */
export function layoutBinaryTree(
  model: TreeModel,
  rootId: number,
  collapsed: Set<number>,
): BinaryLayout {
  const empty: BinaryLayout = { items: [], links: [], byKey: new Map() };
  if (!model.nodes.has(rootId)) return empty;
  const root = hierarchy<Slot>({ kind: 'member', id: rootId }, (s) =>
    s.kind === 'member' ? slotsOf(model, s.id, collapsed) : undefined,
  );
  const placed = tree<Slot>()
    .nodeSize([NODE_W + GAP_X, NODE_H + GAP_Y])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.15))(root);
  const items: LayoutItem[] = [];
  const byKey = new Map<string, LayoutItem>();
  placed.eachBefore((p) => {
    const item = itemOf(p, model, collapsed);
    items.push(item);
    byKey.set(item.key, item);
  });
  const links = items.flatMap((to) => {
    const from = to.parentKey ? byKey.get(to.parentKey) : undefined;
    return from ? [{ key: `${from.key}-${to.key}`, from, to }] : [];
  });
  return { items, links, byKey };
}

/** Pan and zoom: screen = world × k + (x, y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The world rectangle on screen, grown by `margin` screen pixels so panning shows no gaps. */
function worldWindow(view: View, port: Viewport, margin: number) {
  return {
    left: (-margin - view.x) / view.k,
    top: (-margin - view.y) / view.k,
    right: (port.width + margin - view.x) / view.k,
    bottom: (port.height + margin - view.y) / view.k,
  };
}

const overlaps = (
  w: ReturnType<typeof worldWindow>,
  left: number,
  top: number,
  right: number,
  bottom: number,
) => left < w.right && right > w.left && top < w.bottom && bottom > w.top;

/**
 * Only what is on screen is drawn: the cards whose box meets the viewport, and the links whose
 * elbow does. Thousands of loaded members cost a scan, not thousands of DOM nodes.
 */
export function visiblePart(layout: BinaryLayout, view: View, port: Viewport, margin = 80) {
  const w = worldWindow(view, port, margin);
  const items = layout.items.filter((i) =>
    overlaps(w, i.x - NODE_W / 2, i.y, i.x + NODE_W / 2, i.y + NODE_H),
  );
  const links = layout.links.filter((l) =>
    overlaps(
      w,
      Math.min(l.from.x, l.to.x),
      l.from.y + NODE_H,
      Math.max(l.from.x, l.to.x) + 1,
      l.to.y,
    ),
  );
  return { items, links };
}

/** The SVG elbow from a parent's bottom centre to a child's top centre. */
export function elbowPath(link: LayoutLink): string {
  const startY = link.from.y + NODE_H;
  const midY = startY + GAP_Y / 2;
  return `M${link.from.x},${startY}V${midY}H${link.to.x}V${link.to.y}`;
}

/** The view that centres a card on screen at the current zoom. */
export function centreOn(item: LayoutItem, view: View, port: Viewport): View {
  return {
    k: view.k,
    x: port.width / 2 - item.x * view.k,
    y: port.height / 2 - (item.y + NODE_H / 2) * view.k,
  };
}

/** The view at rest: zoom 1, the root's card centred at the top. */
export function restingView(port: Viewport, legReach = 0): View {
  // both legs in view when the chart opens: zoomed out just enough for the root's two children
  // (never below 0.5, where a card's text stops being readable; pan or zoom for the rest)
  const span = 2 * legReach + NODE_W + 2 * GAP_X;
  const k = Math.min(1, Math.max(0.5, port.width / span));
  return { k, x: port.width / 2, y: 24 };
}

/** How far the root's children lie from it, sideways: what the resting view must show. */
export const legReachOf = (layout: BinaryLayout) =>
  Math.max(0, ...layout.items.filter((i) => i.depth === 1).map((i) => Math.abs(i.x)));

/** Whether a card lies wholly on screen (the keyboard moves the view only when it does not). */
export function isOnScreen(item: LayoutItem, view: View, port: Viewport): boolean {
  const left = (item.x - NODE_W / 2) * view.k + view.x;
  const top = item.y * view.k + view.y;
  return (
    left >= 0 &&
    top >= 0 &&
    left + NODE_W * view.k <= port.width &&
    top + NODE_H * view.k <= port.height
  );
}
