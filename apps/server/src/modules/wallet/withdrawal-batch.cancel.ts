import type { DbClockDeps } from '../../lib/service-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { closeBatchItems, lockBatch, updateBatch } from './withdrawal-batch.repository.js';
import { batchView, visibleBatch } from './withdrawal-batch.service.js';

/** The steps before the bank's file is made: after it, only the bank's answer settles a batch. */
const CANCELLABLE = new Set(['prepared', 'approved']);

/**
 * Cancels a batch whose bank file is not made yet (prepared, or approved by a second operator):
 * its items close, so each withdrawal, still approved and its money still held, may go in another
 * batch or be decided alone again. No money moves, so no code is asked; the reason is audited.
 * The batch's row lock orders a cancel against an export or an approval running at once.
 */
export async function cancelBatch(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:batch');
  if (!CANCELLABLE.has(batch.status)) throw new AppError('batchStepRefused');
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockBatch(trx, id);
    if (!locked || !CANCELLABLE.has(locked.status)) throw new AppError('batchStepRefused');
    const at = deps.now();
    const row = await updateBatch(trx, id, {
      status: 'cancelled',
      cancelled_by: operator.loginName,
      cancelled_at: at,
    });
    await closeBatchItems(trx, id);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:batch',
        action: 'batch:cancel',
        companyCode: row.company_code,
        target: `batch:${id}`,
        reason: input.reason,
        outcome: 'ok',
        before: { status: locked.status },
        after: { status: row.status, cancelledBy: row.cancelled_by },
        at,
      }),
    );
    return batchView(row);
  });
}
