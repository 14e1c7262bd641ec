import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { BonusLeftLineTable, BonusLineTable, BonusMemberCycleTable } from './bonus.tables.js';

/** Bulk inserts in slices, so a big close never builds one statement past the parameter limit. */
const SLICE = 500;

async function insertSliced<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

export type LineInsert = Omit<BonusLineTable, 'id'>;

export function insertLines(trx: Trx, rows: readonly LineInsert[]) {
  return insertSliced(rows, (s) => trx.insertInto('bonus_line').values(s).execute());
}

export function insertLeftLines(trx: Trx, rows: readonly BonusLeftLineTable[]) {
  return insertSliced(rows, (s) => trx.insertInto('bonus_left_line').values(s).execute());
}

export function insertMemberStates(trx: Trx, rows: readonly BonusMemberCycleTable[]) {
  return insertSliced(rows, (s) => trx.insertInto('bonus_member_cycle').values(s).execute());
}

/** The plan state every member ended a closed cycle with. */
export function findMemberStates(db: Db, companyCode: string, cycle: string) {
  return db
    .selectFrom('bonus_member_cycle')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
}

/** A member the close raises: their rank or highest award before and after. */
export interface Promotion {
  member_id: number;
  rank_from: string;
  rank_to: string;
  award_from: string;
  award_to: string;
}

/** The members `promoteMembers` is about to raise (read first: an UPDATE returns only after). */
export async function membersToPromote(
  trx: Trx,
  companyCode: string,
  cycle: string,
): Promise<Promotion[]> {
  const { rows } = await sql<Promotion>`
    select m.id as member_id, m.rank_code as rank_from, s.rank_code as rank_to,
      coalesce(m.highest_award, '00') as award_from, s.highest_award as award_to
    from member m join bonus_member_cycle s on s.member_id = m.id
    where s.company_code = ${companyCode} and s.cycle = ${cycle}
      and (m.rank_code collate "C" < s.rank_code collate "C"
        or coalesce(m.highest_award, '00') collate "C" < s.highest_award collate "C")`.execute(trx);
  return rows;
}

/**
 * The member rows take the close's rank and highest award: only ever upwards (a rank never goes
 * down; a company's first close started from these rows). Codes compare as plain text.
 */
export async function promoteMembers(trx: Trx, companyCode: string, cycle: string) {
  await sql`
    update member m set
      rank_code = greatest(m.rank_code collate "C", s.rank_code collate "C"),
      highest_award = nullif(greatest(coalesce(m.highest_award, '00') collate "C", s.highest_award collate "C"), '00')
    from bonus_member_cycle s
    where s.company_code = ${companyCode} and s.cycle = ${cycle} and s.member_id = m.id
      and (m.rank_code collate "C" < s.rank_code collate "C"
        or coalesce(m.highest_award, '00') collate "C" < s.highest_award collate "C")`.execute(trx);
}
