import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { TreeMember } from './placement.repository.js';
import '../organization.tables.js';
import './placement.tables.js';

type Side = 'L' | 'R';
type Q = Db | Trx;

/** The member a console move is about, with what its checks read. */
export interface MoveMemberRow {
  id: number;
  company_code: string;
  login_name: string;
  placement_id: number | null;
  placement_side: Side | null;
  /** waits in a sponsor's holding tank */
  held: boolean;
  /** has at least one child in the placement tree */
  has_downline: boolean;
}

export async function moveMemberRow(db: Q, id: number): Promise<MoveMemberRow | undefined> {
  const { rows } = await sql<MoveMemberRow>`
    select m.id, m.company_code, m.login_name, m.placement_id, m.placement_side,
      exists (select 1 from placement_hold h where h.member_id = m.id) as held,
      exists (select 1 from member c where c.placement_id = m.id) as has_downline
    from member m where m.id = ${id}`.execute(db);
  return rows[0];
}

/**
 * Locks the moved member's row and the new parent's, lowest id first: two moves that name the
 * same two members take their locks in one order, so they queue instead of deadlocking.
 */
export async function lockMoveRows(trx: Trx, ids: readonly number[]): Promise<void> {
  await trx
    .selectFrom('member')
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A member's place in the placement tree: its depth, side and nearest ancestors (parent first). */
export interface TreeSpot {
  id: number;
  login_name: string;
  placement_side: Side | null;
  depth: number;
  /** at most 64 ancestors, the parent first (migration 0023) */
  up: number[];
}

export async function treeSpot(db: Q, id: number): Promise<TreeSpot | undefined> {
  const { rows } = await sql<TreeSpot>`
    select id, login_name, placement_side, placement_depth as depth, placement_up as up
    from member where id = ${id}`.execute(db);
  return rows[0];
}

/** The ancestor of `id` at `depth` (the member itself at its own depth), by binary lifting. */
export async function ancestorAt(db: Q, id: number, depth: number) {
  const { rows } = await sql<{ id: number; login_name: string; placement_side: Side | null }>`
    select m.id, m.login_name, m.placement_side from member m
    where m.id = tree_ancestor_at('placement', ${id}::integer, ${depth}::integer)`.execute(db);
  return rows[0];
}

/** Whether two members have the same ancestor at `depth`. */
export async function sameAncestorAt(db: Q, a: number, b: number, depth: number) {
  const { rows } = await sql<{ same: boolean }>`
    select tree_ancestor_at('placement', ${a}::integer, ${depth}::integer)
      = tree_ancestor_at('placement', ${b}::integer, ${depth}::integer) as same`.execute(db);
  return rows[0]?.same === true;
}

/** Login names of members by id. */
export async function loginsOf(db: Q, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('member')
    .select(['id', 'login_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.login_name]));
}

/** A member's own main-platform BV of a cycle, in hundredths (what leg totals add up). */
export async function ownCycleBv(db: Q, memberId: number, cycle: string): Promise<bigint> {
  const { rows } = await sql<{ bv: string }>`
    select coalesce(sum(bv), 0)::text as bv from member_cycle_volume
    where member_id = ${memberId} and cycle = ${cycle} and platform = 'bzz'`.execute(db);
  return BigInt(rows[0]?.bv ?? '0');
}

/**
 * Moves a placed member that has no downline: the trigger refills its depth and ancestor
 * columns from the new parent (docs/trees.md, "Any depth"); the path is written as the seed
 * writes it. The caller holds the member's row lock, so the old parent is still the one read.
 */
export async function moveLeaf(
  trx: Trx,
  move: { memberId: number; oldParentId: number; parent: TreeMember; side: Side },
  by: string,
  now: Date,
) {
  await trx
    .updateTable('member')
    .set({
      placement_id: move.parent.id,
      placement_side: move.side,
      placement_path: `${move.parent.placement_path}${move.memberId}/`,
      updated_at: now,
    })
    .where('id', '=', move.memberId)
    .where('placement_id', '=', move.oldParentId)
    .execute();
  // the log keeps a member's current placement and who made it; the audit keeps the old one
  await trx
    .insertInto('placement_log')
    .values({
      member_id: move.memberId,
      parent_id: move.parent.id,
      side: move.side,
      placed_by: by,
      placed_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ parent_id: move.parent.id, side: move.side, placed_by: by, placed_at: now }),
    )
    .execute();
}

/**
 * Marks a company's legs of the cycle stale, as a volume change does (volume.repository): the
 * leg-refresh job recomputes the whole company's tree, so both the old and the new line.
 */
export async function markLegsDirty(trx: Trx, companyCode: string, cycle: string, at: Date) {
  await trx
    .insertInto('tree_leg_dirty')
    .values({ company_code: companyCode, cycle, marked_at: at })
    .execute();
}
