import { cycleOf } from '@portal/contract';
import type { Db } from '../db/client.js';
import { ensureFreshEstimates } from '../modules/bonus/index.js';
import { refreshLegsIn } from '../modules/organization/index.js';

/**
 * Organization trees: the open cycle's leg totals of every company, from the members' real
 * volume (the seeded order history, paid through the order service). Run inside the seed (no
 * orders yet: the row that says when the legs were counted) and again after the history. The
 * closed cycles' tree facts are the bonus close's snapshots (`close-history.ts`); no volume is
 * made up here.
 */
export async function seedTreeVolumes(db: Db, now: Date): Promise<void> {
  const open = cycleOf(now);
  const companies = await db.selectFrom('company').select('code').orderBy('code').execute();
  for (const { code } of companies) await refreshLegsIn(db, code, open, now);
}

/**
 * The estimated bonus of every company whose estimate is missing or stale, after the history
 * and its closes: the estimate page and the dashboard show figures from the first start, not
 * "not estimated yet" until the daily job's first run. A later start with a fresh estimate
 * computes nothing.
 */
export async function seedEstimates(db: Db, now: Date): Promise<number> {
  return (await ensureFreshEstimates(db, now)).length;
}
