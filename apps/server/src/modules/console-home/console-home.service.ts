import { countFailedJobs } from '../../jobs/failed-jobs.repository.js';
import type { AppDeps } from '../../deps.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { lastLedgerCheckResult } from '../ledger/index.js';
import { runsAwaitingAudit } from '../bonus/index.js';
import { moneyDeskWaiting } from '../wallet/index.js';

/**
 * The console's home: what waits for this operator, limited to the companies they may act for
 * (the withdrawals to decide, and what a second operator must approve or audit that they did not
 * prepare);
 * the jobs that failed for good (pg-boss's job table, in the queue's schema; null where the queue
 * was never installed) and the last ledger check the console ran (null before the first).
 */
export async function consoleHome(deps: Pick<AppDeps, 'db' | 'jobs'>, operator: OperatorContext) {
  requirePermission(operator, 'home:view');
  const [money, cycles, failedJobs, check] = await Promise.all([
    moneyDeskWaiting(deps.db, operator),
    runsAwaitingAudit(deps.db, operator),
    countFailedJobs(deps.db, deps.jobs.schema),
    lastLedgerCheckResult(deps.db),
  ]);
  const ledgerCheck = check ? { at: check.at, ok: check.ok, problems: check.problems } : null;
  return {
    pendingWithdrawals: money.pendingWithdrawals,
    awaitingMyApproval: { batches: money.batches, adjustments: money.adjustments, cycles },
    failedJobs,
    ledgerCheck,
  };
}
