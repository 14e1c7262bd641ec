import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { BonusLeftLineTable, BonusLineTable, BonusMemberCycleTable } from './bonus.tables.js';

/**
 * Bulk inserts as `insert … select from unnest(arrays)`: one parameter per column, whatever the
 * rows, so a statement carries a whole slice (a VALUES list of 500 rows cost a statement per
 * 500 rows and thousands of parameters to parse: the close's write phase was mostly that).
 * Sliced all the same, so no one statement's arrays grow past what a round trip holds well.
 */
const SLICE = 20_000;

async function insertSliced<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

/** A column of a slice as an array parameter; bigints as text, which every driver sends whole. */
const column = <T, V>(rows: T[], pick: (r: T) => V) =>
  rows.map((r) => {
    const v = pick(r);
    return typeof v === 'bigint' ? v.toString() : v;
  });

/** Every row of a slice has the same company and cycle: they are sent once, not per row. */
function only<T extends { company_code: string; cycle: string }>(rows: T[]) {
  const { company_code, cycle } = rows[0]!;
  if (rows.some((r) => r.company_code !== company_code || r.cycle !== cycle)) {
    throw new Error('a bulk insert of bonus rows spans more than one company and cycle');
  }
  return { company_code, cycle };
}

export type LineInsert = Omit<BonusLineTable, 'id'>;

export function insertLines(trx: Trx, rows: readonly LineInsert[]) {
  return insertSliced(rows, (s) => {
    const { company_code, cycle } = only(s);
    return sql`
      insert into bonus_line (company_code, cycle, member_id, bonus_type, amount_minor,
        adjustment_minor, trail)
      select ${company_code}, ${cycle}, u.member_id, u.bonus_type, u.amount_minor,
        u.adjustment_minor, u.trail::jsonb
      from unnest(${column(s, (r) => r.member_id)}::integer[],
        ${column(s, (r) => r.bonus_type)}::text[], ${column(s, (r) => r.amount_minor)}::bigint[],
        ${column(s, (r) => r.adjustment_minor)}::bigint[], ${column(s, (r) => r.trail)}::text[])
        with ordinality as u(member_id, bonus_type, amount_minor, adjustment_minor, trail, n)
      order by u.n`.execute(trx);
  });
}

export function insertLeftLines(trx: Trx, rows: readonly BonusLeftLineTable[]) {
  return insertSliced(rows, (s) => {
    const { company_code, cycle } = only(s);
    return sql`
      insert into bonus_left_line (company_code, cycle, member_id, bonus_type, rule, amount_bv,
        volume)
      select ${company_code}, ${cycle}, u.*
      from unnest(${column(s, (r) => r.member_id)}::integer[],
        ${column(s, (r) => r.bonus_type)}::text[], ${column(s, (r) => r.rule)}::text[],
        ${column(s, (r) => r.amount_bv)}::text[], ${column(s, (r) => r.volume)}::text[]) as u`.execute(
      trx,
    );
  });
}

export function insertMemberStates(trx: Trx, rows: readonly BonusMemberCycleTable[]) {
  return insertSliced(rows, (s) => {
    const { company_code, cycle } = only(s);
    const c = <V>(pick: (r: BonusMemberCycleTable) => V) => column(s, pick);
    return sql`
      insert into bonus_member_cycle (company_code, cycle, member_id, rank_code, active,
        paid_as_award, qualified_award, highest_award, cumulative_package_bv, carry_left,
        carry_right, left_bv, right_bv, qualified_history, paid_as_history)
      select ${company_code}, ${cycle}, u.*
      from unnest(${c((r) => r.member_id)}::integer[], ${c((r) => r.rank_code)}::text[],
        ${c((r) => r.active)}::boolean[], ${c((r) => r.paid_as_award)}::text[],
        ${c((r) => r.qualified_award)}::text[], ${c((r) => r.highest_award)}::text[],
        ${c((r) => r.cumulative_package_bv)}::bigint[], ${c((r) => r.carry_left)}::bigint[],
        ${c((r) => r.carry_right)}::bigint[], ${c((r) => r.left_bv)}::bigint[],
        ${c((r) => r.right_bv)}::bigint[], ${c((r) => r.qualified_history)}::text[],
        ${c((r) => r.paid_as_history)}::text[]) as u`.execute(trx);
  });
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
