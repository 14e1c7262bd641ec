import {
  parseSignedAmount,
  WALLET_FIELD_ERROR,
  type ConsolePermission,
  type MemberAccount,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { mayActFor, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { adjustmentApprovalAbove } from '../company/index.js';
import { confirmStepUp } from '../operator/index.js';
import {
  findAdjustmentMember,
  findAdjustmentRequest,
  insertAdjustmentRequest,
} from './adjustment-console.repository.js';
import { adjustmentView } from './adjustment-console.view.js';
import { fieldError } from './wallet-input.js';
import { adjustMemberAccount, type Operator } from './wallet-ops.service.js';
import { companyMoney } from './wallet-settings.js';

/**
 * Wallet adjustments from the console. The money moves through the same
 * audited `wallet:adjust` the command line uses (wallet-ops.service.ts), recorded as the console
 * operator's; the request row is written in that posting's transaction. Above the company's
 * threshold a second operator approves: four eyes on every large correction.
 */

export type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

export interface NewAdjustment {
  memberId: number;
  account: MemberAccount;
  amount: string;
  reason: string;
  code: string;
}

export const target = (id: number) => `adjustment:${id}`;

/** The console operator as the wallet's audited command records them. */
export function asOperator(
  deps: Deps,
  operator: OperatorContext,
  permission: ConsolePermission,
  companyCode: string,
  before: unknown,
): Operator {
  const { loginName: name, address } = operator;
  return { name, now: deps.now, source: 'console', address, permission, companyCode, before };
}

/** A non-zero signed amount in the company's minor unit; anything else is the field's error. */
function signedMinor(text: string, minorUnit: number): bigint {
  const parsed = parseSignedAmount(text, minorUnit);
  if (!parsed.ok) {
    throw parsed.problem === 'tooManyDecimals'
      ? fieldError('amount', WALLET_FIELD_ERROR.tooManyDecimals, { limit: minorUnit })
      : fieldError('amount', 'validation.format');
  }
  // a zero adjustment would post an empty journal
  if (parsed.minor === 0n) throw fieldError('amount', 'validation.invalidValue');
  return parsed.minor;
}

export async function answer(deps: Deps, id: number) {
  const row = await findAdjustmentRequest(deps.db, id);
  if (!row) throw new AppError('notFound');
  return adjustmentView(row);
}

/**
 * Credits (or, negative, debits) a member account: at or below the company's threshold it is
 * applied at once; above it, it is stored as pending for a second operator. Another company's
 * member is answered as a missing one.
 */
export async function createAdjustment(
  deps: Deps,
  operator: OperatorContext,
  input: NewAdjustment,
) {
  requirePermission(operator, 'adjustment:create');
  const member = await findAdjustmentMember(deps.db, input.memberId);
  if (!member || !mayActFor(operator, member.company_code)) throw new AppError('notFound');
  const companyCode = member.company_code;
  requirePermission(operator, 'adjustment:create', companyCode);
  const money = await companyMoney(deps.db, companyCode);
  const amount = signedMinor(input.amount, money.minorUnit);
  await confirmStepUp(deps, operator, input.code);
  const threshold = await adjustmentApprovalAbove(deps.db, companyCode);
  const at = deps.now();
  const request = {
    company_code: companyCode,
    member_id: member.id,
    account: input.account,
    amount,
    currency: money.code,
    minor_unit: money.minorUnit,
    reason: input.reason,
    prepared_by: operator.loginName,
    prepared_at: at,
  };
  if ((amount < 0n ? -amount : amount) <= threshold) {
    // no second operator: the request is kept as applied beside its journal, in one transaction
    const done = await adjustMemberAccount(
      deps.db,
      asOperator(deps, operator, 'adjustment:create', companyCode, null),
      {
        login: member.login_name,
        account: input.account,
        amount: input.amount,
        reason: input.reason,
      },
      async (trx, posted) => ({
        requestId: await insertAdjustmentRequest(trx, {
          ...request,
          status: 'applied',
          journal_id: BigInt(posted.journalId),
        }),
      }),
    );
    return answer(deps, done.requestId);
  }
  const id = await inTransaction(deps.db, async (trx) => {
    const id = await insertAdjustmentRequest(trx, { ...request, status: 'pending' });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'adjustment:create',
        action: 'adjustment:request',
        companyCode,
        target: target(id),
        reason: input.reason,
        outcome: 'ok',
        after: {
          loginName: member.login_name,
          account: input.account,
          amount: amount.toString(),
          currency: money.code,
          threshold: threshold.toString(),
          status: 'pending',
        },
        at,
      }),
    );
    return id;
  });
  return answer(deps, id);
}
