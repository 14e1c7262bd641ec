import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import { MEMBER_CONTEXT_COLUMNS } from '../../db/member-columns.js';
import type { MemberTable } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';

/** Columns of a member's detail view (member info plus profile and tree position). */
const DETAIL_COLUMNS = [
  ...MEMBER_CONTEXT_COLUMNS,
  'm.gender',
  'm.mobile_code',
  'm.phone',
  'm.email_verified_at',
  'm.sponsor_id',
  'm.placement_id',
  'm.placement_side',
  'm.birth_date',
  'm.created_at',
] as const;

export function findMemberDetail(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .select(DETAIL_COLUMNS)
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
export type MemberDetailRow = NonNullable<Awaited<ReturnType<typeof findMemberDetail>>>;

/**
 * The target member when it is the viewer or in the viewer's downline in the sponsor or
 * the placement tree (`tree_is_under`, migration 0023: works at any depth).
 */
export function findMemberInNetwork(db: Db, viewerId: number, targetId: number) {
  return db
    .selectFrom('member as m')
    .innerJoin('member as v', (join) =>
      join.on('v.id', '=', viewerId).onRef('v.company_code', '=', 'm.company_code'),
    )
    .select(DETAIL_COLUMNS)
    .where('m.id', '=', targetId)
    .where((eb) =>
      eb.or([
        sql<boolean>`tree_is_under('sponsor', m.id, v.id)`,
        sql<boolean>`tree_is_under('placement', m.id, v.id)`,
      ]),
    )
    .executeTakeFirst();
}

export async function findMemberStatus(db: Db, memberId: number) {
  const row = await db
    .selectFrom('member')
    .select('status')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.status;
}

/** Is the address used by another member of the company? Compared case-insensitively. */
export async function isEmailUsedByOther(
  db: Db,
  companyCode: string,
  email: string,
  exceptMemberId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('company_code', '=', companyCode)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '<>', exceptMemberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new member's row without its id-derived columns, which `insertMemberRow` fills in. */
export type NewMemberRow = Omit<
  Insertable<MemberTable>,
  'login_name' | 'sponsor_path' | 'placement_path'
>;

/**
 * The new member, unplaced: a member outside the placement tree has no parent and a path of
 * itself, as a root has. The login name and the sponsor path carry the id, so the row is
 * written first with placeholders and completed once the id is known.
 */
export async function insertMemberRow(
  trx: Trx,
  member: NewMemberRow,
  sponsorPath: string,
  loginPrefix: string,
) {
  const inserted = await trx
    .insertInto('member')
    .values({
      ...member,
      login_name: `pending-${crypto.randomUUID()}`,
      sponsor_path: '/',
      placement_path: '/',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = inserted.id;
  return trx
    .updateTable('member')
    .set({
      login_name: `${loginPrefix}${100000 + id}`,
      sponsor_path: `${sponsorPath}${id}/`,
      placement_path: `/${id}/`,
    })
    .where('id', '=', id)
    .returning(['id', 'login_name', 'status', 'user_name'])
    .executeTakeFirstOrThrow();
}
