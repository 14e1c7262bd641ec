import { PLACEMENT_PREVIEW_LINE_MAX } from '@portal/contract';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import {
  ancestorAt,
  loginsOf,
  sameAncestorAt,
  treeSpot,
  type TreeSpot,
} from './placement-console.repository.js';

type Side = 'L' | 'R';
type Q = Db | Trx;
interface Slot {
  parentId: number;
  side: Side;
}

/** What a move changes above the member: who loses it, who gains it, where the lines meet. */
export interface MoveLines {
  commonAncestor: { id: number; loginName: string; fromLeg: Side; toLeg: Side } | null;
  losing: string[];
  gaining: string[];
}

/**
 * The depth of the deepest member above (or at) both `a` and `b`, or null when they share no
 * root. "Same ancestor at depth d" holds for every d up to that depth and for none below, so a
 * binary search finds it in ~log2(depth) probes of ~17 primary-key reads each, at any depth.
 */
async function commonDepth(db: Q, a: TreeSpot, b: TreeSpot): Promise<number | null> {
  if (!(await sameAncestorAt(db, a.id, b.id, 0))) return null;
  let lo = 0;
  let hi = Math.min(a.depth, b.depth);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (await sameAncestorAt(db, a.id, b.id, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * `spot` and its ancestors down to (not including) `stopDepth`, nearest first, at most
 * PLACEMENT_PREVIEW_LINE_MAX: all of them sit in the member's ancestor `up` array (64 long).
 */
async function lineOf(db: Q, spot: TreeSpot, stopDepth: number): Promise<string[]> {
  const count = Math.min(spot.depth - stopDepth, PLACEMENT_PREVIEW_LINE_MAX);
  const ids = [spot.id, ...spot.up].slice(0, Math.max(count, 0));
  const logins = await loginsOf(db, ids);
  return ids.map((id) => logins.get(id) ?? String(id));
}

/** The common ancestor's leg on `spot`'s line: the side of the line's member just below it. */
async function legBelow(db: Q, spot: TreeSpot, depth: number, side: Side): Promise<Side> {
  if (spot.depth === depth) return side;
  const below = await ancestorAt(db, spot.id, depth + 1);
  return below?.placement_side ?? side;
}

/**
 * The lines a move touches. A held member (`from` null) joins every ancestor of the new
 * parent. A placed one leaves the old parent's line and joins the new one's below their
 * common ancestor; the common ancestor and its upline keep it (in another leg, maybe).
 */
export async function moveLines(db: Q, from: Slot | null, to: Slot): Promise<MoveLines> {
  const newSpot = await treeSpot(db, to.parentId);
  if (!newSpot) return { commonAncestor: null, losing: [], gaining: [] };
  const oldSpot = from ? await treeSpot(db, from.parentId) : undefined;
  if (!from || !oldSpot) {
    return { commonAncestor: null, losing: [], gaining: await lineOf(db, newSpot, -1) };
  }
  const depth = await commonDepth(db, oldSpot, newSpot);
  const common = depth === null ? undefined : await ancestorAt(db, oldSpot.id, depth);
  if (depth === null || !common) {
    return {
      commonAncestor: null,
      losing: await lineOf(db, oldSpot, -1),
      gaining: await lineOf(db, newSpot, -1),
    };
  }
  return {
    commonAncestor: {
      id: common.id,
      loginName: common.login_name,
      fromLeg: await legBelow(db, oldSpot, depth, from.side),
      toLeg: await legBelow(db, newSpot, depth, to.side),
    },
    losing: await lineOf(db, oldSpot, depth),
    gaining: await lineOf(db, newSpot, depth),
  };
}
