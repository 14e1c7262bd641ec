import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';

export interface ClosedCycle {
  cycle: string;
  cycle_no: number;
}

/** The company's closed cycles between two cycle numbers, or its last `limit`, newest first. */
export function findClosedCycles(
  db: Db,
  companyCode: string,
  range: { from: number; to: number } | { limit: number },
): Promise<ClosedCycle[]> {
  let q = db
    .selectFrom('bonus_cycle')
    .select(['cycle', 'cycle_no'])
    .where('company_code', '=', companyCode)
    .where('state', '=', 'closed')
    .orderBy('cycle_no', 'desc');
  if ('limit' in range) q = q.limit(range.limit);
  else q = q.where('cycle_no', '>=', range.from).where('cycle_no', '<=', range.to);
  return q.execute();
}

/** The member's paid amount per cycle and type (one row each), over the cycles named. */
export async function findMemberTotals(db: Db, memberId: number, cycles: readonly string[]) {
  if (cycles.length === 0) return [];
  const rows = await db
    .selectFrom('bonus_line')
    .select(['cycle', 'bonus_type', sql<string>`sum(amount_minor)`.as('amount')])
    .where('member_id', '=', memberId)
    .where('cycle', 'in', cycles)
    .groupBy(['cycle', 'bonus_type'])
    .execute();
  return rows.map((r) => ({ cycle: r.cycle, type: r.bonus_type, amount: BigInt(r.amount) }));
}

/** How many rules left something on the table for the member, per cycle. */
export async function findMemberLeftCounts(
  db: Db,
  member: { memberId: number; companyCode: string },
  cycles: readonly string[],
) {
  if (cycles.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('bonus_member_cycle')
    .select(['cycle', sql<number>`jsonb_array_length(left_on_table)`.as('n')])
    .where('company_code', '=', member.companyCode)
    .where('member_id', '=', member.memberId)
    .where('cycle', 'in', cycles)
    .execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.cycle, Number(r.n)]));
}

/** One cycle's lines of the member, with their trail. */
export function findMemberLines(db: Db, memberId: number, cycle: string) {
  return db
    .selectFrom('bonus_line')
    .select(['bonus_type', 'amount_minor', 'adjustment_minor', 'trail'])
    .where('member_id', '=', memberId)
    .where('cycle', '=', cycle)
    .orderBy('id')
    .execute();
}

/** One cycle's left-on-the-table lines of the member (kept in their state row: migration 0038). */
export async function findMemberLeftLines(
  db: Db,
  { memberId, companyCode }: { memberId: number; companyCode: string },
  cycle: string,
) {
  const { rows } = await sql<{
    bonus_type: string;
    rule: string;
    amount_bv: string | null;
    volume: string | null;
  }>`
    select l.type as bonus_type, l.rule, l."amountBv" as amount_bv, l.volume
    from bonus_member_cycle s,
      jsonb_to_recordset(s.left_on_table) as l(type text, rule text, "amountBv" text, volume text)
    where s.company_code = ${companyCode} and s.cycle = ${cycle} and s.member_id = ${memberId}
    order by l.type, l.rule`.execute(db);
  return rows;
}
