import {
  cycleOf,
  TREE_CHILD_CAP,
  TREE_CHILDREN_PAGE,
  TREE_PAGE_LEVELS,
  type TreeChildren,
  type TreeChildrenQuery,
  type TreeCycles,
  type TreeKind,
  type TreePage,
  type TreePageQuery,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { findClose, listCloses } from './snapshot.repository.js';
import { standingsOf, type StandingAsOf } from './standing/standing.service.js';
import { readChildren, readPage, type FactSource, type NodeRow } from './tree.repository.js';
import { toTreeNode } from './tree-view.js';

export interface Facts {
  source: FactSource;
  asOf: StandingAsOf;
}

/** The open cycle's standing now, or a closed cycle's snapshot; a cycle without one says so. */
export async function factsFor(
  deps: DbClockDeps,
  auth: MemberContext,
  cycle?: string,
): Promise<Facts> {
  const now = deps.now();
  const open = cycleOf(now);
  if (!cycle || cycle === open) return { source: { kind: 'open', cycle: open }, asOf: { at: now } };
  const close = await findClose(deps.db, auth.companyCode, cycle);
  if (!close) throw new AppError('treeCycleNoSnapshot', { params: { cycle } });
  return { source: { kind: 'snapshot', cycle }, asOf: { cycle } };
}

/**
 * The cards of the rows, each with its member's standing from the standing service: the same
 * facts the rank card, the member info and the bonus report show.
 */
async function nodesOf(deps: DbDeps, facts: Facts, rows: NodeRow[], shown: Map<number, number>) {
  const standings = await standingsOf(
    deps.db,
    rows.map((r) => r.id),
    facts.asOf,
  );
  // a snapshot knows every member the page reads (existedIn); a member missing is skipped
  const nodes = rows.flatMap((row) => {
    const standing = standings.get(row.id);
    return standing ? [toTreeNode(row, standing, shown.get(row.id) ?? 0)] : [];
  });
  return { nodes, standings };
}

/**
 * Four levels of a tree from a node of the member's downline (default: the member). A node
 * outside the downline, of another company or missing answers the same `treeNodeNotFound`.
 */
export async function getTreePage(
  deps: DbClockDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreePageQuery,
): Promise<TreePage> {
  const facts = await factsFor(deps, auth, query.cycle);
  const rows = await readPage(deps.db, {
    tree,
    viewerId: auth.memberId,
    rootId: query.root ?? auth.memberId,
    levels: TREE_PAGE_LEVELS,
    cap: TREE_CHILD_CAP[tree],
    source: facts.source,
  });
  const root = rows[0];
  if (!root) throw new AppError('treeNodeNotFound');
  const shown = new Map<number, number>();
  for (const row of rows) {
    if (row.parent_id !== null) shown.set(row.parent_id, (shown.get(row.parent_id) ?? 0) + 1);
  }
  const { nodes, standings } = await nodesOf(deps, facts, rows, shown);
  return {
    tree,
    cycle: facts.source.cycle,
    asOf: facts.source.kind === 'snapshot',
    // the open cycle's last leg refresh, or the close's time
    factsAt: standings.get(root.id)?.legsAt ?? null,
    rootId: root.id,
    upId: root.up_id,
    nodes,
  };
}

/** The "more" of an expanded node: the next children past those shown. */
export async function getTreeChildren(
  deps: DbClockDeps,
  auth: MemberContext,
  tree: TreeKind,
  query: TreeChildrenQuery,
): Promise<TreeChildren> {
  const facts = await factsFor(deps, auth, query.cycle);
  const { found, rows } = await readChildren(deps.db, {
    tree,
    viewerId: auth.memberId,
    parentId: query.parent,
    offset: query.offset,
    limit: TREE_CHILDREN_PAGE,
    source: facts.source,
  });
  if (!found) throw new AppError('treeNodeNotFound');
  return {
    parentId: query.parent,
    offset: query.offset,
    nodes: (await nodesOf(deps, facts, rows, new Map())).nodes,
    total: rows[0]?.total ?? 0,
  };
}

/** The "as of cycle" choices: the open cycle and the company's closed cycles with a snapshot. */
export async function getTreeCycles(deps: DbClockDeps, auth: MemberContext): Promise<TreeCycles> {
  const closes = await listCloses(deps.db, auth.companyCode);
  return {
    open: cycleOf(deps.now()),
    closed: closes.map((c) => ({ cycle: c.cycle, closedAt: c.closed_at.toISOString() })),
  };
}
