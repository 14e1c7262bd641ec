import { sql } from 'kysely';
import type { Trx } from '../../../db/transaction.js';

/**
 * The cycle's row as the close's follow-up needs it, held (FOR UPDATE) for its transaction: a
 * second run waits for the first and then finds the work done.
 */
export function holdCycleForFollowUp(trx: Trx, companyCode: string, cycle: string) {
  return trx
    .selectFrom('bonus_cycle')
    .select(['state', 'closed_at', 'currency', 'minor_unit', 'followed_up_at'])
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .forUpdate()
    .executeTakeFirst();
}

export async function markFollowedUp(trx: Trx, companyCode: string, cycle: string, at: Date) {
  await trx
    .updateTable('bonus_cycle')
    .set({ followed_up_at: at })
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
}

/**
 * Each member the closed cycle paid, with their cycle total (every bonus type together, as the
 * journal credits it), in the order the close wrote their first paid line.
 */
export async function findPaidTotals(trx: Trx, companyCode: string, cycle: string) {
  const { rows } = await sql<{ member_id: number; amount: bigint }>`
    select member_id, sum(amount_minor)::bigint as amount
    from bonus_line
    where company_code = ${companyCode} and cycle = ${cycle} and amount_minor > 0
    group by member_id
    order by min(id)`.execute(trx);
  return rows;
}

/** Whom the close raised, and from what (written by promoteMembers). */
export function findPromotions(trx: Trx, companyCode: string, cycle: string) {
  return trx
    .selectFrom('bonus_promotion')
    .select(['member_id', 'rank_from', 'rank_to', 'award_from', 'award_to'])
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .orderBy('member_id')
    .execute();
}

/** The company's closed cycles whose follow-up has not run yet, oldest first. */
export async function findCyclesToFollowUp(trx: Trx, companyCode: string) {
  const rows = await trx
    .selectFrom('bonus_cycle')
    .select('cycle')
    .where('company_code', '=', companyCode)
    .where('state', '=', 'closed')
    .where('followed_up_at', 'is', null)
    .orderBy('cycle_no')
    .execute();
  return rows.map((r) => r.cycle);
}

/**
 * The member rows take the rank and highest award the closed cycle stored for them (its member
 * states), only ever upwards (a rank never goes down; a company's first close started from
 * these rows); codes compare as plain text, in the engine's order. Only the members whose row
 * is below are written. Whom it raised, with the codes before (read in the same statement,
 * before its update) and the close's, goes to `bonus_promotion` in the same statement, for the
 * notices; answers how many.
 */
export async function promoteFromStates(trx: Trx, companyCode: string, cycle: string) {
  const { rows } = await sql<{ n: number }>`
    with raised as (
      update member m set
        rank_code = greatest(m.rank_code collate "C", x.rank_to collate "C"),
        highest_award = nullif(greatest(coalesce(m.highest_award, '00') collate "C",
          x.award_to collate "C"), '00')
      from (select s.member_id, mm.rank_code as rank_from, s.rank_code as rank_to,
              coalesce(mm.highest_award, '00') as award_from, s.highest_award as award_to
            from bonus_member_cycle s
            join member mm on mm.id = s.member_id
            where s.company_code = ${companyCode} and s.cycle = ${cycle}
              and (mm.rank_code collate "C" < s.rank_code collate "C"
                or coalesce(mm.highest_award, '00') collate "C" < s.highest_award collate "C")) x
      where m.id = x.member_id
      returning x.member_id, x.rank_from, x.rank_to, x.award_from, x.award_to),
    kept as (
      insert into bonus_promotion (company_code, cycle, member_id, rank_from, rank_to,
        award_from, award_to)
      select ${companyCode}, ${cycle}, member_id, rank_from, rank_to, award_from, award_to
      from raised
      returning 1)
    select count(*)::int as n from kept`.execute(trx);
  return rows[0]!.n;
}
