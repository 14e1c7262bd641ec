import type { AppDeps } from '../deps.js';
import { closeCycle, cycleEnd, cycleName, cycleOf } from '../modules/bonus/index.js';
import { DOWNLINE_DEMO_LOGINS } from './order-history-facts.js';
import { HISTORY_WEEKS } from './order-history-plan.js';

/** The job closes a cycle ten minutes after it ends; the seed dates its closes the same way. */
const CLOSE_AFTER_MS = 10 * 60_000;

/**
 * The companies whose cycles the seed closes: those of the demo logins whose downlines the
 * history makes buy (US, MY, ID; see DOWNLINE_DEMO_LOGINS), so each of those demo logins' bonus
 * report has lines in its own currency. A close costs about 0.15 s on a loaded machine with the
 * embedded database (members' end states, the tree snapshot), so the other companies are left
 * to the weekly job.
 */
const CLOSED_COMPANIES = [...new Set(DOWNLINE_DEMO_LOGINS.map((d) => d.company))];

/**
 * The 12 cycles of the order history closed (issue 14), oldest first, through the close service
 * as the weekly job would have done: lines with trails, ranks, carries, tree snapshots and one
 * journal per company and cycle. Only once: a company that has a closed cycle is left alone.
 * Answers how many it closed.
 */
export async function seedCloseHistory(deps: AppDeps, now: Date): Promise<number> {
  const open = cycleOf(now.getTime());
  let closed = 0;
  for (const company of await sellingCompanies(deps)) {
    if (await hasClosedCycle(deps, company)) continue;
    for (let k = HISTORY_WEEKS; k >= 1; k--) {
      const cycle = open - k;
      const at = new Date(Math.min(now.getTime(), cycleEnd(cycle) + CLOSE_AFTER_MS));
      const outcome = await closeCycle(deps.db, company, cycleName(cycle), at, 'system:seed');
      if (outcome.changed) closed++;
    }
  }
  return closed;
}

/** Of CLOSED_COMPANIES, those the seed made and that sell (a company without orders pays none). */
async function sellingCompanies(deps: AppDeps): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('product')
    .select('company_code')
    .distinct()
    .where('company_code', 'in', CLOSED_COMPANIES)
    .orderBy('company_code')
    .execute();
  return rows.map((r) => r.company_code);
}

async function hasClosedCycle(deps: AppDeps, company: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('bonus_cycle')
    .select('cycle')
    .where('company_code', '=', company)
    .where('state', '=', 'closed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
