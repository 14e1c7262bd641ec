import { WITHDRAWAL_STATUS } from '@portal/contract';
import { countFailedJobs } from '../../jobs/failed-jobs.repository.js';
import type { AppDeps } from '../../deps.js';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { lastLedgerCheckResult } from '../ledger/index.js';
import { countWithdrawalsIn } from './console-home.repository.js';

/** Withdrawals waiting for an operator's decision: applied, or changed by the member since. */
const AWAITING_DECISION = [WITHDRAWAL_STATUS.applied, WITHDRAWAL_STATUS.updated] as const;

/**
 * The console's home: what waits for this operator, limited to the companies they may act for;
 * the jobs that failed for good (pg-boss's job table, in the queue's schema; null where the queue
 * was never installed) and the last ledger check the console ran (null before the first).
 */
export async function consoleHome(deps: Pick<AppDeps, 'db' | 'jobs'>, operator: OperatorContext) {
  requirePermission(operator, 'home:view');
  const [pendingWithdrawals, failedJobs, check] = await Promise.all([
    countWithdrawalsIn(deps.db, AWAITING_DECISION, companyScope(operator)),
    countFailedJobs(deps.db, deps.jobs.schema),
    lastLedgerCheckResult(deps.db),
  ]);
  const ledgerCheck = check ? { at: check.at, ok: check.ok, problems: check.problems } : null;
  return { pendingWithdrawals, failedJobs, ledgerCheck };
}
