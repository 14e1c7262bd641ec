import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

/**
 * Copies every member's tree facts of the cycle into the snapshot in one statement. Awards and
 * carries start from the member row and are null; the bonus engine's close overwrites them.
 */
export async function writeSnapshot(trx: Db, companyCode: string, cycle: string) {
  await sql`
    insert into tree_cycle_snapshot (cycle, member_id, company_code, rank_code, status, active,
      highest_award, pbv, left_bv, right_bv, left_count, right_count)
    select ${cycle}, m.id, m.company_code, m.rank_code, m.status, m.status = 10, m.highest_award,
      coalesce(v.pbv, 0), coalesce(l.left_bv, 0), coalesce(l.right_bv, 0),
      coalesce(l.left_count, 0), coalesce(l.right_count, 0)
    from member m
    left join tree_leg_volume l on l.member_id = m.id and l.cycle = ${cycle}
    left join (select member_id, sum(bv) as pbv from member_cycle_volume
               where cycle = ${cycle} and platform = 'bzz' group by member_id) v
      on v.member_id = m.id
    where m.company_code = ${companyCode}
    on conflict (cycle, member_id) do nothing`.execute(trx);
}

export async function insertClose(trx: Db, companyCode: string, cycle: string, at: Date) {
  const row = await trx
    .insertInto('tree_cycle_close')
    .values({ company_code: companyCode, cycle, closed_at: at })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doNothing())
    .returning('cycle')
    .executeTakeFirst();
  return Boolean(row);
}

export function findClose(db: Db, companyCode: string, cycle: string) {
  return db
    .selectFrom('tree_cycle_close')
    .select('closed_at')
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .executeTakeFirst();
}

export function listCloses(db: Db, companyCode: string) {
  return db
    .selectFrom('tree_cycle_close')
    .select(['cycle', 'closed_at'])
    .where('company_code', '=', companyCode)
    .orderBy('cycle', 'desc')
    .limit(104)
    .execute();
}

export interface SnapshotAwards {
  memberId: number;
  active: boolean;
  paidAsAward: string;
  highestAward: string;
  carryLeft: bigint;
  carryRight: bigint;
}

/**
 * The bonus close's facts onto the cycle's snapshot rows, from arrays (unnest): one parameter
 * per column, 20,000 members per statement (a VALUES list of 500 was a statement per 500).
 */
export async function updateSnapshotAwards(
  trx: Db,
  companyCode: string,
  cycle: string,
  rows: readonly SnapshotAwards[],
) {
  for (let i = 0; i < rows.length; i += 20_000) {
    const s = rows.slice(i, i + 20_000);
    await sql`
      update tree_cycle_snapshot s set active = v.active, paid_as_award = v.paid_as,
        highest_award = v.highest, carry_left = v.carry_left, carry_right = v.carry_right
      from unnest(${s.map((r) => r.memberId)}::integer[], ${s.map((r) => r.active)}::boolean[],
        ${s.map((r) => r.paidAsAward)}::text[], ${s.map((r) => r.highestAward)}::text[],
        ${s.map((r) => r.carryLeft.toString())}::bigint[],
        ${s.map((r) => r.carryRight.toString())}::bigint[])
        as v(member_id, active, paid_as, highest, carry_left, carry_right)
      where s.cycle = ${cycle} and s.company_code = ${companyCode} and s.member_id = v.member_id`.execute(
      trx,
    );
  }
}
