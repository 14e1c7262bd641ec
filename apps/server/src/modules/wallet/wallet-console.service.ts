import type { ConsolePermission, OperatorWithdrawalAction } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { confirmStepUp } from '../operator/index.js';
import {
  countWithdrawalQueue,
  findWithdrawalCompany,
  findWithdrawalQueue,
  type WithdrawalQueueFilter,
} from './wallet-console.repository.js';
import { isWithdrawalStatus, operatorWithdrawalStep } from './wallet-ops.service.js';

export interface WithdrawalQueueQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  company?: string;
  minAmount?: string;
  maxAmount?: string;
  olderThanDays?: number;
}

const DAY_MS = 86_400_000;

function filterOf(deps: DbClockDeps, operator: OperatorContext, q: WithdrawalQueueQuery) {
  if (q.status !== undefined && !isWithdrawalStatus(q.status)) {
    throw new AppError('validation', {
      details: { fields: [{ field: 'status', key: 'validation.invalid' }] },
    });
  }
  const scope = companyScope(operator);
  const companies = q.company ? (scope && !scope.includes(q.company) ? [] : [q.company]) : scope;
  const filter: WithdrawalQueueFilter = {
    status: q.status as WithdrawalQueueFilter['status'],
    companies,
    minAmount: q.minAmount === undefined ? undefined : BigInt(q.minAmount),
    maxAmount: q.maxAmount === undefined ? undefined : BigInt(q.maxAmount),
    createdBefore:
      q.olderThanDays === undefined
        ? undefined
        : new Date(deps.now().getTime() - q.olderThanDays * DAY_MS),
  };
  return filter;
}

/** The queue of the companies the operator may see, oldest first, paged on the server. */
export async function withdrawalQueue(
  deps: DbClockDeps,
  operator: OperatorContext,
  q: WithdrawalQueueQuery,
) {
  requirePermission(operator, 'withdrawal:view');
  const filter = filterOf(deps, operator, q);
  const [rows, total] = await Promise.all([
    findWithdrawalQueue(deps.db, filter, q.pageSize, (q.pageNum - 1) * q.pageSize),
    countWithdrawalQueue(deps.db, filter),
  ]);
  const list = rows.map((w) => ({
    id: w.id,
    memberId: w.member_id,
    loginName: w.login_name,
    companyCode: w.company_code,
    account: w.account,
    amount: w.amount.toString(),
    fee: w.fee.toString(),
    currency: w.currency,
    minorUnit: w.minor_unit,
    status: w.status,
    bankName: w.bank_name,
    maskedAccountNumber: w.masked_account_number,
    paymentMethod: w.payment_method,
    createdAt: w.created_at.toISOString(),
    updatedAt: w.updated_at.toISOString(),
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Deciding (approve, reject) and paying out (process, succeed, fail) need different permissions. */
export function permissionOfStep(action: OperatorWithdrawalAction): ConsolePermission {
  return action === 'approve' || action === 'reject' ? 'withdrawal:approve' : 'withdrawal:process';
}

/**
 * One step of a withdrawal from the console: the permission of the step for the withdrawal's
 * company, a fresh authenticator code (step-up), then the same guarded, audited step the CLI
 * takes (wallet-ops.service.ts), recorded as the console operator's.
 */
export async function consoleWithdrawalStep(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  input: { id: number; action: OperatorWithdrawalAction; reason: string; code: string },
) {
  const permission = permissionOfStep(input.action);
  requirePermission(operator, permission);
  const withdrawal = await findWithdrawalCompany(deps.db, input.id);
  // another company's withdrawal is answered as a missing one: its existence is not told
  if (!withdrawal || !mayActFor(operator, withdrawal.company_code)) throw new AppError('notFound');
  // a batch pays its withdrawals together (the bank file, the reconciliation): none moves alone
  if (withdrawal.in_open_batch) throw new AppError('withdrawalInBatch');
  await confirmStepUp(deps, operator, input.code);
  return operatorWithdrawalStep(
    deps.db,
    {
      name: operator.loginName,
      now: deps.now,
      source: 'console',
      address: operator.address,
      permission,
      companyCode: withdrawal.company_code,
      before: { status: withdrawal.status },
    },
    input,
  );
}
