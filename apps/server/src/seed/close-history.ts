import type { DbDeps } from '../lib/service-deps.js';
import { closeCycle, cycleEnd, cycleName, cycleOf } from '../modules/bonus/index.js';
import { REVIEWED_DEMO_COMPANY } from './data/companies.js';
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
 * of the others (of ID, which closes by review, the 3 before its last ended week). A close
 * costs about 1 s with the embedded database on this loaded 2-core machine (members' end
 * states, the tree snapshot): 12 for each would add some 25 s to every seeded test's set-up, 4
 * add some 8 s. A first close starts with no carries (close-compute).
 */
const closedCycles = (company: string) =>
  DEMO_LOGINS.some((d) => d.login === 'demo' && d.company === company) ? HISTORY_WEEKS : 4;
/**
 * The company whose cycles close by review keeps its last ended week open: the console's preview,
 * audit, lock and close have a week to work on (docs/console.md).
 */
const lastClosedBack = (company: string) => (company === REVIEWED_DEMO_COMPANY ? 2 : 1);

/** One close the seed makes: a company's past cycle, at the time the weekly job would have. */
export interface PlannedClose {
  company: string;
  cycle: string;
  at: Date;
}

/**
 * The past cycles of the order history to close, oldest first per company: none of a company
 * that already has a closed cycle (only once). The order history runs them in time order among
 * its orders (runHistory in order-history.ts), so each week's bonus is posted at its close, after
 * the orders before it and before the orders after it.
 */
export async function plannedCloses(deps: DbDeps, now: Date): Promise<PlannedClose[]> {
  const open = cycleOf(now.getTime());
  const closes: PlannedClose[] = [];
  for (const company of await sellingCompanies(deps)) {
    if (await hasClosedCycle(deps, company)) continue;
    for (let k = closedCycles(company); k >= lastClosedBack(company); k--) {
      const cycle = open - k;
      const at = new Date(Math.min(now.getTime(), cycleEnd(cycle) + CLOSE_AFTER_MS));
      closes.push({ company, cycle: cycleName(cycle), at });
    }
  }
  return closes;
}

/**
 * One past cycle closed through the close service as the weekly job would have done: lines
 * with trails, ranks, carries, tree snapshots and one journal per company and cycle. Answers
 * whether it closed it now.
 */
export async function runPlannedClose(deps: DbDeps, close: PlannedClose): Promise<boolean> {
  const outcome = await closeCycle(deps.db, close.company, close.cycle, close.at, 'system:seed');
  return outcome.changed;
}

/**
 * The past cycles of the order history closed, oldest first, for a database whose
 * history was made before the closes existed. Answers how many it closed.
 */
export async function seedCloseHistory(deps: DbDeps, now: Date): Promise<number> {
  let closed = 0;
  for (const close of await plannedCloses(deps, now)) {
    if (await runPlannedClose(deps, close)) closed++;
  }
  return closed;
}

/** Of CLOSED_COMPANIES, those the seed made and that sell (a company without orders pays none). */
async function sellingCompanies(deps: DbDeps): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('product')
    .select('company_code')
    .distinct()
    .where('company_code', 'in', CLOSED_COMPANIES)
    .orderBy('company_code')
    .execute();
  return rows.map((r) => r.company_code);
}

async function hasClosedCycle(deps: DbDeps, company: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('bonus_cycle')
    .select('cycle')
    .where('company_code', '=', company)
    .where('state', '=', 'closed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
