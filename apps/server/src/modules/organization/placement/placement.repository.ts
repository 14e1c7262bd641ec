import type { PlacementChoice } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import './placement.tables.js';

type Side = 'L' | 'R';
type Q = Db | Trx;

export interface TreeMember {
  id: number;
  company_code: string;
  login_name: string;
  user_name: string;
  status: number;
  sponsor_id: number | null;
  placement_id: number | null;
  placement_path: string;
}

const TREE_COLUMNS = [
  'id',
  'company_code',
  'login_name',
  'user_name',
  'status',
  'sponsor_id',
  'placement_id',
  'placement_path',
] as const;

export function treeMemberById(db: Q, id: number): Promise<TreeMember | undefined> {
  return db.selectFrom('member').select(TREE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function treeMemberByLogin(
  db: Q,
  companyCode: string,
  loginName: string,
): Promise<TreeMember | undefined> {
  return db
    .selectFrom('member')
    .select(TREE_COLUMNS)
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(login_name)`, '=', loginName.trim().toLowerCase())
    .executeTakeFirst();
}

/** Locks the parent row: placements under one parent queue here, so a slot is never given twice. */
export async function lockParent(trx: Trx, parentId: number): Promise<TreeMember> {
  return trx
    .selectFrom('member')
    .select(TREE_COLUMNS)
    .where('id', '=', parentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function slotTaken(trx: Trx, parentId: number, side: Side): Promise<boolean> {
  const row = await trx
    .selectFrom('member')
    .select('id')
    .where('placement_id', '=', parentId)
    .where('placement_side', '=', side)
    .executeTakeFirst();
  return row !== undefined;
}

/** The placement children of a level of the tree, for the breadth-first walk. */
export function childrenOf(trx: Q, parentIds: number[]) {
  return trx
    .selectFrom('member')
    .select(['id', 'placement_id', 'placement_side'])
    .where('placement_id', 'in', parentIds)
    .execute();
}

/**
 * How many members sit under `rootId` in the placement tree, the root included: a walk down the
 * adjacency list (the truth; paths keep only their last 512 characters since migration 0023).
 */
export async function countUnder(trx: Q, rootId: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    with recursive d(id) as (
      select ${rootId}::integer
      union all
      select m.id from member m join d on m.placement_id = d.id
    )
    select count(*)::text as n from d`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** Whether `memberId` is `ancestorId` or below it in the placement tree, at any depth. */
export async function isUnderPlacement(trx: Q, memberId: number, ancestorId: number) {
  const { rows } = await sql<{ under: boolean }>`
    select tree_is_under('placement', ${memberId}, ${ancestorId}) as under`.execute(trx);
  return rows[0]?.under === true;
}

/** Writes the placement the way the seed does: the parent, the side and the path with the member. */
export async function writePlacement(
  trx: Trx,
  memberId: number,
  parent: TreeMember,
  side: Side,
  by: string,
  now: Date,
) {
  await trx
    .updateTable('member')
    .set({
      placement_id: parent.id,
      placement_side: side,
      placement_path: `${parent.placement_path}${memberId}/`,
      updated_at: now,
    })
    .where('id', '=', memberId)
    .where('placement_id', 'is', null)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('placement_log')
    .values({ member_id: memberId, parent_id: parent.id, side, placed_by: by, placed_at: now })
    .execute();
}

export function insertHold(
  trx: Trx,
  hold: { memberId: number; sponsorId: number; heldAt: Date; placeBy: Date },
) {
  return trx
    .insertInto('placement_hold')
    .values({
      member_id: hold.memberId,
      sponsor_id: hold.sponsorId,
      held_at: hold.heldAt,
      place_by: hold.placeBy,
    })
    .execute();
}

/** Takes a member out of the tank; a second placer of the same member gets nothing. */
export function takeHold(trx: Trx, memberId: number, sponsorId?: number) {
  let query = trx.deleteFrom('placement_hold').where('member_id', '=', memberId);
  if (sponsorId !== undefined) query = query.where('sponsor_id', '=', sponsorId);
  return query.returning(['member_id', 'sponsor_id']).executeTakeFirst();
}

export function heldBy(db: Q, sponsorId: number) {
  return db
    .selectFrom('placement_hold as h')
    .innerJoin('member as m', 'm.id', 'h.member_id')
    .select(['m.id', 'm.login_name', 'm.user_name', 'm.status', 'h.held_at', 'h.place_by'])
    .where('h.sponsor_id', '=', sponsorId)
    .orderBy('h.held_at')
    .execute();
}

export function dueHolds(db: Q, now: Date, limit: number) {
  return db
    .selectFrom('placement_hold')
    .select(['member_id', 'sponsor_id'])
    .where('place_by', '<=', now)
    .orderBy('place_by')
    .limit(limit)
    .execute();
}

/** The sponsor's standing preference, or undefined when they never chose. */
export async function readPreference(db: Q, memberId: number) {
  const row = await db
    .selectFrom('placement_preference')
    .select('choice')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.choice;
}

export function writePreference(db: Q, memberId: number, choice: PlacementChoice, now: Date) {
  return db
    .insertInto('placement_preference')
    .values({ member_id: memberId, choice, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ choice, updated_at: now }))
    .execute();
}
