import { countFailedJobs } from '../../jobs/failed-jobs.repository.js';
import type { AppDeps } from '../../deps.js';
import { formatMinor } from '@portal/contract';
import { companyScope, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { lastLedgerCheckResult } from '../ledger/index.js';
import { runsAwaitingAudit } from '../bonus/index.js';
import { lowStockCounts } from '../catalog/index.js';
import { openCycleVolumeAsStored } from '../organization/index.js';
import { moneyDeskWaiting } from '../wallet/index.js';

/**
 * The console's home: what waits for this operator, limited to the companies they may act for
 * (the withdrawals to decide, and what a second operator must approve or audit that they did not
 * prepare);
 * the jobs that failed for good (pg-boss's job table, in the queue's schema; null where the queue
 * was never installed), the last ledger check the console ran (null before the first), and,
 * for an operator who may see commission runs, the open cycle's volume so far per company (as
 * the five-minute job stored it);
 * for one who adjusts stock, how many SKUs of each company are low.
 */
export async function consoleHome(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'now'>,
  operator: OperatorContext,
) {
  requirePermission(operator, 'home:view');
  const [money, cycles, failedJobs, check, volume, lowStock] = await Promise.all([
    moneyDeskWaiting(deps.db, operator),
    runsAwaitingAudit(deps.db, operator),
    countFailedJobs(deps.db, deps.jobs.schema),
    lastLedgerCheckResult(deps.db),
    operator.permissions.has('cycle:view')
      ? openCycleVolumeAsStored(deps.db, deps.now(), companyScope(operator))
      : null,
    lowStockCounts(deps, operator),
  ]);
  const ledgerCheck = check ? { at: check.at, ok: check.ok, problems: check.problems } : null;
  return {
    pendingWithdrawals: money.pendingWithdrawals,
    awaitingMyApproval: { batches: money.batches, adjustments: money.adjustments, cycles },
    failedJobs,
    ledgerCheck,
    openCycle: volume && {
      cycle: volume.cycle,
      asOf: volume.asOf?.toISOString() ?? null,
      companies: volume.companies.map((c) => ({
        companyCode: c.companyCode,
        bv: formatMinor(c.bvHundredths, 2),
        buyers: c.buyers,
      })),
    },
    lowStock,
  };
}
