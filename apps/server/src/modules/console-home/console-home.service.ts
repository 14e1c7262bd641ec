import { WITHDRAWAL_STATUS } from '@portal/contract';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { countWithdrawalsIn } from './console-home.repository.js';

/** Withdrawals waiting for an operator's decision: applied, or changed by the member since. */
const AWAITING_DECISION = [WITHDRAWAL_STATUS.applied, WITHDRAWAL_STATUS.updated] as const;

/**
 * The console's home: what waits for this operator, limited to the companies they may act for.
 * `failedJobs` is null: the job queue (pg-boss, src/lib/ports/job-queue.ts) offers no count of
 * failed jobs, and its tables are pg-boss's own, not a module's to read. `ledgerCheck` is null:
 * the ledger's check (verifyLedger) runs on demand and keeps no result to show.
 */
export async function consoleHome(deps: DbDeps, operator: OperatorContext) {
  requirePermission(operator, 'home:view');
  const pendingWithdrawals = await countWithdrawalsIn(
    deps.db,
    AWAITING_DECISION,
    companyScope(operator),
  );
  return { pendingWithdrawals, failedJobs: null, ledgerCheck: null };
}
