import { formatMinor } from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { mayActFor, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { confirmStepUp } from '../operator/index.js';
import {
  decideAdjustmentRequest,
  findAdjustmentRequest,
  type AdjustmentRow,
} from './adjustment-console.repository.js';
import { answer, asOperator, target, type Deps } from './adjustment-console.service.js';
import { adjustMemberAccount } from './wallet-ops.service.js';

/** The second operator's decision on a pending adjustment: approve (and apply) or reject. */

/**
 * A pending request of a company the operator may act for, decided by someone other than its
 * preparer. The preparer's try is refused (and recorded as refused): nothing else changes.
 */
async function decidable(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  action: 'approve' | 'reject',
  reason: string,
): Promise<AdjustmentRow> {
  requirePermission(operator, 'adjustment:approve');
  const request = await findAdjustmentRequest(deps.db, id);
  if (!request || !mayActFor(operator, request.company_code)) throw new AppError('notFound');
  requirePermission(operator, 'adjustment:approve', request.company_code);
  if (request.prepared_by.toLowerCase() === operator.loginName.toLowerCase()) {
    await recordAudit(
      deps.db,
      consoleAudit(operator, {
        permission: 'adjustment:approve',
        action: `adjustment:${action}`,
        companyCode: request.company_code,
        target: target(id),
        reason,
        outcome: 'refused',
        after: { error: 'fourEyesOwn' },
        at: deps.now(),
      }),
    );
    throw new AppError('fourEyesOwn');
  }
  if (request.status !== 'pending') throw new AppError('adjustmentNotPending');
  return request;
}

/**
 * A second operator approves: the money moves through the wallet's audited adjustment and the
 * request becomes applied in the same transaction, so a refused posting (a debit beyond the
 * balance: `insufficientBalance`) leaves the request pending, and of two approvals at once only
 * one posts (the other finds the request no longer pending and rolls its posting back).
 */
export async function approveAdjustment(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  input: { reason: string; code: string },
) {
  const request = await decidable(deps, operator, id, 'approve', input.reason);
  await confirmStepUp(deps, operator, input.code);
  const at = deps.now();
  const companyCode = request.company_code;
  await adjustMemberAccount(
    deps.db,
    asOperator(deps, operator, 'adjustment:approve', companyCode, {
      request: id,
      status: 'pending',
    }),
    {
      login: request.login_name,
      account: request.account,
      amount: formatMinor(request.amount, request.minor_unit),
      reason: request.reason,
    },
    async (trx, posted) => {
      const decided = await decideAdjustmentRequest(trx, id, {
        status: 'applied',
        decidedBy: operator.loginName,
        decidedAt: at,
        reason: input.reason,
        journalId: BigInt(posted.journalId),
      });
      if (!decided) throw new AppError('adjustmentNotPending');
      await recordAudit(
        trx,
        consoleAudit(operator, {
          permission: 'adjustment:approve',
          action: 'adjustment:approve',
          companyCode,
          target: target(id),
          reason: input.reason,
          outcome: 'ok',
          before: { status: 'pending', preparedBy: request.prepared_by },
          after: { status: 'applied', journalId: posted.journalId },
          at,
        }),
      );
      return { requestId: id };
    },
  );
  return answer(deps, id);
}

/** A second operator turns a pending request down; no money moves. */
export async function rejectAdjustment(
  deps: Deps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
) {
  const request = await decidable(deps, operator, id, 'reject', input.reason);
  const at = deps.now();
  await inTransaction(deps.db, async (trx) => {
    const decided = await decideAdjustmentRequest(trx, id, {
      status: 'rejected',
      decidedBy: operator.loginName,
      decidedAt: at,
      reason: input.reason,
      journalId: null,
    });
    if (!decided) throw new AppError('adjustmentNotPending');
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'adjustment:approve',
        action: 'adjustment:reject',
        companyCode: request.company_code,
        target: target(id),
        reason: input.reason,
        outcome: 'ok',
        before: { status: 'pending', preparedBy: request.prepared_by },
        after: { status: 'rejected' },
        at,
      }),
    );
  });
  return answer(deps, id);
}
