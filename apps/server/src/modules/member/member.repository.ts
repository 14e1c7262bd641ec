import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

/** Columns of a member's detail view (member info plus profile and tree position). */
const DETAIL_COLUMNS = [
  'm.id as member_id',
  'm.login_name',
  'm.user_name',
  'm.first_name',
  'm.last_name',
  'm.company_code',
  'm.member_type',
  'm.status',
  'm.rank_code',
  'm.avatar_url',
  'm.email',
  'm.is_world_plan',
  'm.is_first_setup',
  'm.is_init_set',
  'm.is_need_pwd_popup',
  'm.must_rebuy_bv',
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
 * the placement tree: its path starts with the viewer's path (paths include the member).
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
        eb('m.sponsor_path', 'like', sql<string>`${sql.ref('v.sponsor_path')} || '%'`),
        eb('m.placement_path', 'like', sql<string>`${sql.ref('v.placement_path')} || '%'`),
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

export function findMemberGrade(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['rank_code', 'member_type', 'highest_award', 'must_rebuy_bv'])
    .where('id', '=', memberId)
    .executeTakeFirst();
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
