import { runDateAfter, type AutoshipRunProblem } from '@portal/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { companyMoney } from '../catalog/index.js';
import { scheduleOf } from './autoship-view.js';
import {
  claimRun,
  dueAutoships,
  linesOf,
  lockAutoship,
  lockRun,
  openRuns,
  updateAutoship,
  updateRun,
} from './autoship.repository.js';
import type { AutoshipRow, AutoshipRunRow, AutoshipRunTable } from './autoship.tables.js';

/**
 * The run book of the autoship job (flows/autoship-run.flow.ts): which periods are due, each
 * claimed once, and what became of each. The flow places the order and charges the card; this
 * module keeps the rows.
 */
export type { AutoshipRow, AutoshipRunRow };

/** Periods claimed, and runs worked, per round of the job (it goes on in rounds). */
export const AUTOSHIP_BATCH = 200;

/**
 * Claims the due period of every active autoship due on or before `day`: its run row is
 * inserted once (unique per autoship and date) and the next date moves on, under the
 * autoship's lock, so several servers, or the job run twice, claim each period once.
 * Answers how many periods this call claimed.
 */
export async function claimDueRuns(deps: DbClockDeps, day: string, by: string): Promise<number> {
  let claimed = 0;
  for (const due of await dueAutoships(deps.db, day, AUTOSHIP_BATCH)) {
    const money = await companyMoney(deps.db, due.company_code);
    const took = await inTransaction(deps.db, async (trx) => {
      const row = await lockAutoship(trx, due.id);
      if (!row || row.status !== 'active' || !row.next_run_date || row.next_run_date > day) {
        return false;
      }
      const at = deps.now();
      const run = await claimRun(trx, {
        autoship_id: row.id,
        run_date: row.next_run_date,
        status: 'pending',
        currency: money.currency,
        minor_unit: money.minorUnit,
        triggered_by: by,
        created_at: at,
        updated_at: at,
      });
      await updateAutoship(trx, row.id, {
        next_run_date: runDateAfter(scheduleOf(row), row.next_run_date),
        updated_at: at,
      });
      return run !== undefined;
    });
    if (took) claimed++;
  }
  return claimed;
}

/** Runs to work on: pending ones (an order to place or an answer to find), due retries. */
export function runsToWork(deps: DbDeps, day: string): Promise<AutoshipRunRow[]> {
  return openRuns(deps.db, day, AUTOSHIP_BATCH);
}

/** The run and its autoship under their locks, for one step of the run in `trx`. */
export async function lockRunAndAutoship(
  trx: Trx,
  runId: number,
): Promise<{
  run: AutoshipRunRow;
  autoship: AutoshipRow;
  lines: { productSkuId: number; qty: number }[];
}> {
  const run = await lockRun(trx, runId);
  if (!run) throw new Error(`autoship run ${runId} vanished`);
  const autoship = await lockAutoship(trx, run.autoship_id);
  if (!autoship) throw new Error(`autoship ${run.autoship_id} vanished`);
  const lines = (await linesOf(trx, [autoship.id])).map((l) => ({
    productSkuId: l.product_sku_id,
    qty: l.qty,
  }));
  return { run, autoship, lines };
}

export function setRun(db: Db, runId: number, set: Updateable<AutoshipRunTable>) {
  return updateRun(db, runId, set);
}

/** Pauses an autoship for a reason the member must act on (their status, a refused card). */
export function pauseForProblem(
  db: Db,
  autoshipId: number,
  reason: 'memberStatus' | 'cardRefused',
  detail: AutoshipRunProblem | null,
  at: Date,
) {
  return updateAutoship(db, autoshipId, {
    status: 'paused',
    pause_reason: reason,
    pause_detail: detail,
    updated_at: at,
  });
}
