import { sql } from 'kysely';
import type { Trx } from '../../../db/transaction.js';

/**
 * The cycle's row as the notices job needs it, held (FOR UPDATE) for its transaction: a second
 * run waits for the first and then finds the notices sent.
 */
export function holdCycleForNotices(trx: Trx, companyCode: string, cycle: string) {
  return trx
    .selectFrom('bonus_cycle')
    .select(['state', 'closed_at', 'currency', 'minor_unit', 'notices_sent_at'])
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .forUpdate()
    .executeTakeFirst();
}

export async function markNoticesSent(trx: Trx, companyCode: string, cycle: string, at: Date) {
  await trx
    .updateTable('bonus_cycle')
    .set({ notices_sent_at: at })
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
