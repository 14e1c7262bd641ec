import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  deleteBatchItem,
  findBatchItems,
  lockBatch,
  updateBatch,
  type BatchRow,
} from './withdrawal-batch.repository.js';
import { batchView, visibleBatch } from './withdrawal-batch.service.js';

/** Refuses a drop unless the batch's bank file is not made yet (prepared or approved). */
function refuseUnlessBeforeFile(status: BatchRow['status']) {
  // after the file the bank may be paying the withdrawal: only its answer takes it out
  if (status === 'exported' || status === 'reconciled') throw new AppError('batchExported');
  if (status !== 'prepared' && status !== 'approved') throw new AppError('batchStepRefused');
}

/**
 * Drops one withdrawal from a batch whose bank file is not made yet. The withdrawal stays
 * approved with its money held (as a cancel leaves every one) and may go in another batch; the
 * batch's total and count are its remaining items'. An approval covered the batch's items as
 * they were, so an approved batch goes back to prepared and a second operator (never its
 * preparer) approves the smaller one again: the bank file only ever pays a set two operators
 * agreed on. Dropping the last withdrawal cancels the batch. The batch's row lock orders a drop
 * against an approval, an export or another drop running at once; the audit entry (before and
 * after, with the withdrawals) commits with the change.
 */
export async function dropBatchItem(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  withdrawalId: number,
  input: { reason: string },
) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:batch');
  refuseUnlessBeforeFile(batch.status);
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockBatch(trx, id);
    if (!locked) throw new AppError('notFound');
    refuseUnlessBeforeFile(locked.status);
    const items = await findBatchItems(trx, id);
    if (!items.some((i) => i.id === withdrawalId)) throw new AppError('batchItemUnknown');
    const rest = items.filter((i) => i.id !== withdrawalId);
    await deleteBatchItem(trx, id, withdrawalId);
    const at = deps.now();
    const totals = {
      total: rest.reduce((sum, i) => sum + (i.amount - i.fee), 0n),
      count: rest.length,
    };
    const row = await updateBatch(
      trx,
      id,
      rest.length === 0
        ? { ...totals, status: 'cancelled', cancelled_by: operator.loginName, cancelled_at: at }
        : { ...totals, status: 'prepared', approved_by: null, approved_at: null },
    );
    const state = (b: BatchRow, ids: number[]) => ({
      status: b.status,
      approvedBy: b.approved_by,
      total: b.total.toString(),
      count: b.count,
      withdrawalIds: ids,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:batch',
        action: 'batch:drop-item',
        companyCode: row.company_code,
        target: `batch:${id}`,
        reason: input.reason,
        outcome: 'ok',
        before: state(
          locked,
          items.map((i) => i.id),
        ),
        after: {
          ...state(
            row,
            rest.map((i) => i.id),
          ),
          droppedWithdrawalId: withdrawalId,
        },
        at,
      }),
    );
    return batchView(row);
  });
}
