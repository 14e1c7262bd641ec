import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { BonusCycleTable } from './bonus.tables.js';

export type CycleRow = Omit<BonusCycleTable, 'locked_at' | 'closed_at' | 'followed_up_at'> & {
  locked_at: Date | null;
  closed_at: Date | null;
  followed_up_at: Date | null;
};

/** The cycle's row, made open on first use, then held (FOR UPDATE) for the caller's transaction. */
export async function holdCycle(
  trx: Trx,
  companyCode: string,
  cycle: string,
  cycleNo: number,
): Promise<CycleRow> {
  await trx
    .insertInto('bonus_cycle')
    .values({ company_code: companyCode, cycle, cycle_no: cycleNo, state: 'open' })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doNothing())
    .execute();
  return trx
    .selectFrom('bonus_cycle')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findCycle(db: Db, companyCode: string, cycle: string) {
  return db
    .selectFrom('bonus_cycle')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .executeTakeFirst();
}

/** The company's latest closed cycle: the close after it rolls its state forward. */
export function findLastClosed(db: Db, companyCode: string) {
  return db
    .selectFrom('bonus_cycle')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('state', '=', 'closed')
    .orderBy('cycle_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markLocked(trx: Trx, companyCode: string, cycle: string, at: Date) {
  await trx
    .updateTable('bonus_cycle')
    .set({ state: 'locked', locked_at: at })
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
}

export interface ClosedFacts {
  planVersion: string;
  bvRate: string;
  currency: string;
  minorUnit: number;
  cyclesDone: number;
  journalId: bigint | null;
  totals: Record<string, string>;
  by: string;
}

export async function markClosed(
  trx: Trx,
  companyCode: string,
  cycle: string,
  at: Date,
  f: ClosedFacts,
) {
  await trx
    .updateTable('bonus_cycle')
    .set({
      state: 'closed',
      plan_version: f.planVersion,
      bv_rate: f.bvRate,
      currency: f.currency,
      minor_unit: f.minorUnit,
      cycles_done: f.cyclesDone,
      journal_id: f.journalId,
      totals: JSON.stringify(f.totals),
      locked_at: at,
      closed_at: at,
      closed_by: f.by,
    })
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle)
    .execute();
}

/**
 * A close's joins and sums run over every member at once (a million rows): hashed in memory
 * with this much room, not in 4 MB batches spilled to disk. For the close's transaction only.
 */
export const CLOSE_WORK_MEM = '256MB';

export async function roomForTheClose(trx: Trx) {
  await sql`select set_config('work_mem', ${CLOSE_WORK_MEM}, true)`.execute(trx);
}
