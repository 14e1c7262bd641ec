import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { cycleOfColumn, cycleOfDay, type ReportScope } from './report-sql.js';

/** Members who joined per cycle, and how many of them are distributors. */
export async function joinedPerCycle(db: Db, s: ReportScope) {
  const { rows } = await sql<{ cycle: string; joined: string; distributors: string }>`
    select ${cycleOfColumn('m.created_at')} as cycle, count(*) as joined,
      count(*) filter (where m.member_type = 'D') as distributors
    from member m
    where m.company_code = ${s.companyCode} and m.created_at >= ${s.start} and m.created_at < ${s.end}
    group by 1`.execute(db);
  return rows;
}

/**
 * Members whose own volume of the cycle is above nothing, refunds netted (every platform):
 * the buyers the home counts for the open cycle, from the same rows.
 */
export async function buyersPerCycle(db: Db, s: ReportScope) {
  const { rows } = await sql<{ cycle: string; buyers: string }>`
    select b.cycle, count(*) as buyers from (
      select v.cycle, v.member_id
      from member_cycle_volume v join member m on m.id = v.member_id
      where m.company_code = ${s.companyCode} and v.cycle = any(${[...s.cycles]}::text[])
      group by v.cycle, v.member_id
      having sum(v.bv) > 0
    ) b
    group by b.cycle`.execute(db);
  return rows;
}

/** Members active at each closed cycle's close (the cycle's tree snapshot); an open one has none. */
export async function activePerCycle(db: Db, s: ReportScope) {
  const { rows } = await sql<{ cycle: string; active: string }>`
    select cycle, count(*) filter (where active) as active
    from tree_cycle_snapshot
    where company_code = ${s.companyCode} and cycle = any(${[...s.cycles]}::text[])
    group by cycle`.execute(db);
  return rows;
}

/** The company's autoship runs per cycle of their date, by how they ended. */
export async function autoshipRunsPerCycle(
  db: Db,
  s: ReportScope,
  firstDay: string,
  lastDay: string,
) {
  const { rows } = await sql<{
    cycle: string;
    runs: string;
    paid: string;
    failed: string;
    skipped: string;
  }>`
    select ${cycleOfDay('r.run_date')} as cycle, count(*) as runs,
      count(*) filter (where r.status = 'paid') as paid,
      count(*) filter (where r.status = 'failed') as failed,
      count(*) filter (where r.status = 'skipped') as skipped
    from autoship_run r join autoship a on a.id = r.autoship_id
    where a.company_code = ${s.companyCode}
      and r.run_date >= ${firstDay}::date and r.run_date <= ${lastDay}::date
    group by 1`.execute(db);
  return rows;
}
