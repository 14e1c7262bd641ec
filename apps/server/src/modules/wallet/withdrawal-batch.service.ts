import {
  WITHDRAWAL_STATUS,
  type ConsolePermission,
  type WithdrawalBatchStatus,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { confirmStepUp } from '../operator/index.js';
import {
  countBatches,
  findBatch,
  findBatchItems,
  findBatchPage,
  insertBatch,
  insertBatchItems,
  lockBatch,
  lockBatchCandidates,
  updateBatch,
  type BatchItemRow,
  type BatchRow,
} from './withdrawal-batch.repository.js';

/**
 * Withdrawal batches (docs/console.md): approved withdrawals of one company gathered by one
 * operator and approved by a second (four eyes) before the bank's file is made
 * (withdrawal-batch.payout.ts exports and reconciles). Every step is audited in its own
 * transaction; another company's batch is answered as a missing one.
 */

export const batchView = (b: BatchRow) => ({
  id: b.id,
  companyCode: b.company_code,
  status: b.status,
  preparedBy: b.prepared_by,
  preparedAt: b.prepared_at.toISOString(),
  approvedBy: b.approved_by,
  approvedAt: b.approved_at?.toISOString() ?? null,
  exportedAt: b.exported_at?.toISOString() ?? null,
  reconciledAt: b.reconciled_at?.toISOString() ?? null,
  cancelledBy: b.cancelled_by,
  cancelledAt: b.cancelled_at?.toISOString() ?? null,
  total: b.total.toString(),
  currency: b.currency,
  minorUnit: b.minor_unit,
  count: b.count,
});

const itemView = (i: BatchItemRow) => ({
  withdrawalId: i.id,
  loginName: i.login_name,
  amount: i.amount.toString(),
  fee: i.fee.toString(),
  payout: (i.amount - i.fee).toString(),
  bankName: i.bank_name,
  maskedAccountNumber: i.masked_account_number,
  holderName: i.holder_name,
  status: i.status,
  paid: i.paid,
});

/** The batch when the operator holds `permission` for its company; else notFound or forbidden. */
export async function visibleBatch(
  db: Db,
  operator: OperatorContext,
  id: number,
  permission: ConsolePermission,
): Promise<BatchRow> {
  requirePermission(operator, permission);
  const batch = await findBatch(db, id);
  // another company's batch is answered as a missing one: its existence is not told
  if (!batch || !mayActFor(operator, batch.company_code)) throw new AppError('notFound');
  requirePermission(operator, permission, batch.company_code);
  return batch;
}

export interface BatchSearch {
  pageNum: number;
  pageSize: number;
  status?: WithdrawalBatchStatus;
  company?: string;
}

/** Batches of the companies the operator may see, newest first, paged on the server. */
export async function listBatches(deps: DbDeps, operator: OperatorContext, q: BatchSearch) {
  requirePermission(operator, 'withdrawal:view');
  const scope = companyScope(operator);
  const companies = q.company ? (scope && !scope.includes(q.company) ? [] : [q.company]) : scope;
  const filter = { status: q.status, companies };
  const [rows, total] = await Promise.all([
    findBatchPage(deps.db, filter, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countBatches(deps.db, filter),
  ]);
  return { list: rows.map(batchView), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function batchDetail(deps: DbDeps, operator: OperatorContext, id: number) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:view');
  const items = await findBatchItems(deps.db, batch.id);
  return { batch: batchView(batch), items: items.map(itemView) };
}

/**
 * Gathers approved withdrawals of one company in a new batch. Each must be approved, of that
 * company, in no other open batch and of the batch's currency; otherwise nothing is made and
 * the answer names the ones that cannot go in. The total is what the bank pays: amounts less fees.
 */
export async function prepareBatch(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: { companyCode: string; withdrawalIds: number[]; reason: string },
) {
  requirePermission(operator, 'withdrawal:batch', input.companyCode);
  const ids = [...new Set(input.withdrawalIds)].sort((a, b) => a - b);
  return inTransaction(deps.db, async (trx) => {
    const rows = await lockBatchCandidates(trx, ids);
    const currency = rows.find((w) => w.company_code === input.companyCode);
    const fits = (id: number) => {
      const w = rows.find((r) => r.id === id);
      return (
        w !== undefined &&
        w.company_code === input.companyCode &&
        w.status === WITHDRAWAL_STATUS.approved &&
        !w.in_batch &&
        w.currency === currency?.currency &&
        w.minor_unit === currency.minor_unit
      );
    };
    const refused = ids.filter((id) => !fits(id));
    if (refused.length > 0 || !currency) {
      throw new AppError('batchWithdrawalsInvalid', {
        params: { ids: refused.join(', ') },
        details: { withdrawalIds: refused },
      });
    }
    const at = deps.now();
    const batch = await insertBatch(trx, {
      company_code: input.companyCode,
      status: 'prepared',
      prepared_by: operator.loginName,
      prepared_at: at,
      approved_by: null,
      approved_at: null,
      exported_at: null,
      reconciled_at: null,
      total: rows.reduce((sum, w) => sum + (w.amount - w.fee), 0n),
      currency: currency.currency,
      minor_unit: currency.minor_unit,
      count: ids.length,
    });
    await insertBatchItems(trx, batch.id, ids);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:batch',
        action: 'batch:prepare',
        companyCode: batch.company_code,
        target: `batch:${batch.id}`,
        reason: input.reason,
        outcome: 'ok',
        before: null,
        after: { status: batch.status, total: batch.total.toString(), withdrawalIds: ids },
        at,
      }),
    );
    return batchView(batch);
  });
}

/**
 * The second operator's approval (four eyes), with a fresh code. The preparer is refused before
 * the code is checked, so their attempt changes nothing, not even the code's use; the database
 * refuses an approver who is the preparer as well.
 */
export async function approveBatch(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  id: number,
  input: { reason: string; code: string },
) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:approve');
  if (batch.prepared_by === operator.loginName) throw new AppError('fourEyesOwn');
  if (batch.status !== 'prepared') throw new AppError('batchStepRefused');
  await confirmStepUp(deps, operator, input.code);
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockBatch(trx, id);
    if (locked?.status !== 'prepared') throw new AppError('batchStepRefused');
    const at = deps.now();
    const row = await updateBatch(trx, id, {
      status: 'approved',
      approved_by: operator.loginName,
      approved_at: at,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:approve',
        action: 'batch:approve',
        companyCode: row.company_code,
        target: `batch:${id}`,
        reason: input.reason,
        outcome: 'ok',
        before: { status: locked.status },
        after: { status: row.status, approvedBy: row.approved_by },
        at,
      }),
    );
    return batchView(row);
  });
}
