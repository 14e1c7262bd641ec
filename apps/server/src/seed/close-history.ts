import type { AppDeps } from '../deps.js';
import { closeCycle, cycleEnd, cycleName, cycleOf } from '../modules/bonus/index.js';
import { DEMO_LOGINS } from './demo-accounts.js';
import { DOWNLINE_DEMO_LOGINS } from './order-history-facts.js';
import { HISTORY_WEEKS } from './order-history-plan.js';

/** The job closes a cycle ten minutes after it ends; the seed dates its closes the same way. */
const CLOSE_AFTER_MS = 10 * 60_000;

/**
 * The companies whose cycles the seed closes: those of the demo logins whose downlines the
 * history makes buy (US, MY, ID; see DOWNLINE_DEMO_LOGINS), so each of those demo logins' bonus
 * report has lines in its own currency. Other companies' first close is the weekly job's.
 */
const CLOSED_COMPANIES = [...new Set(DOWNLINE_DEMO_LOGINS.map((d) => d.company))];
/**
 * How many past cycles are closed: all 12 of `demo`'s company (the tour's history), the last 4
 * of the others. A close costs about 1 s with the embedded database on this loaded 2-core
 * machine (members' end states, the tree snapshot): 12 for each would add some 25 s to every
 * seeded test's set-up, 4 add some 8 s. A first close starts with no carries (close-compute).
 */
const closedCycles = (company: string) =>
  DEMO_LOGINS.some((d) => d.login === 'demo' && d.company === company) ? HISTORY_WEEKS : 4;

/**
 * The past cycles of the order history closed (issue 14), oldest first, through the close
 * service as the weekly job would have done: lines with trails, ranks, carries, tree snapshots
 * and one journal per company and cycle. Only once: a company that has a closed cycle is left
 * alone. Answers how many it closed.
 */
export async function seedCloseHistory(deps: AppDeps, now: Date): Promise<number> {
  const open = cycleOf(now.getTime());
  let closed = 0;
  for (const company of await sellingCompanies(deps)) {
    if (await hasClosedCycle(deps, company)) continue;
    for (let k = closedCycles(company); k >= 1; k--) {
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
