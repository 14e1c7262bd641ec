import {
  formatMinor,
  parseSignedAmount,
  WITHDRAWAL_STATUS_VALUES,
  type ConsolePermission,
  type MemberAccount,
  type OperatorWithdrawalAction,
  type WithdrawalStatus,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { isAppError } from '../../lib/app-error.js';
import { companyAccounts, memberAccounts, postJournal } from '../ledger/index.js';
import type { Trx } from '../../db/transaction.js';
import { inTransaction } from '../../db/transaction.js';
import { findMemberByLogin, findWithdrawalsForOperator, insertAudit } from './audit.repository.js';
import { companyMoney } from './wallet-settings.js';
import { recordAudit, type AuditRecord } from '../audit/index.js';
import { takeWithdrawalStep } from './withdrawal/withdrawal-steps.js';

/** Who runs an operator command, and their clock; the console adds where it came from. */
export interface Operator {
  name: string;
  now: () => Date;
  /** `cli` unless the console's operator acts */
  source?: 'console' | 'cli';
  address?: string | null;
  permission?: ConsolePermission;
  companyCode?: string | null;
  /** the record as it was, for the audit trail */
  before?: unknown;
}

/** An operator's command, audited: success in its own transaction, a refusal or failure after. */
async function audited<T>(
  db: Db,
  op: Operator,
  what: { command: string; target: string | null; reason: string | null },
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const base = { ...what, operator: op.name, at: op.now() };
  // the one audit trail of every console and CLI action, beside the wallet's own older table
  const trail = (outcome: 'ok' | 'refused' | 'failed', after: unknown): AuditRecord => ({
    operator: op.name,
    source: op.source ?? 'cli',
    permission: op.permission ?? null,
    action: what.command,
    companyCode: op.companyCode ?? null,
    target: what.target,
    reason: what.reason,
    outcome,
    before: op.before ?? null,
    after,
    address: op.address ?? null,
    at: base.at,
  });
  try {
    return await inTransaction(db, async (trx) => {
      const result = await work(trx);
      await insertAudit(trx, { ...base, outcome: 'ok', detail: { result } });
      await recordAudit(trx, trail('ok', result));
      return result;
    });
  } catch (error) {
    const detail = isAppError(error)
      ? { error: error.key, params: error.options.params ?? {} }
      : { error: error instanceof Error ? error.message : String(error) };
    const outcome = isAppError(error) ? 'refused' : 'failed';
    await insertAudit(db, { ...base, outcome, detail });
    await recordAudit(db, trail(outcome, detail));
    throw error;
  }
}

export class OpsInputError extends Error {}

/** What an adjustment posted: the journal, the amount and the account's new balance. */
export interface Adjusted {
  journalId: string;
  amount: string;
  balance: string;
  currency: string;
}

/**
 * `wallet:adjust`: a correction of a member account, balanced against company adjustments.
 * `within` runs in the posting's own transaction (the console records its request there, so the
 * money and the request's status commit together or not at all); what it answers joins the
 * result and the audit entry.
 */
export async function adjustMemberAccount<X extends object = object>(
  db: Db,
  op: Operator,
  input: { login: string; account: MemberAccount; amount: string; reason: string },
  within?: (trx: Trx, done: Adjusted) => Promise<X>,
): Promise<Adjusted & X> {
  const member = await findMemberByLogin(db, input.login);
  if (!member) throw new OpsInputError(`no member with login ${input.login}`);
  const money = await companyMoney(db, member.company_code);
  const parsed = parseSignedAmount(input.amount, money.minorUnit);
  if (!parsed.ok || parsed.minor === 0n) {
    throw new OpsInputError(
      `amount must be a non-zero number with at most ${money.minorUnit} decimals`,
    );
  }
  const target = `${member.login_name} ${input.account}`;
  return audited(
    db,
    op,
    { command: 'wallet:adjust', target, reason: input.reason },
    async (trx) => {
      const mine = await memberAccounts(
        trx,
        { id: member.id, companyCode: member.company_code },
        money,
      );
      const company = await companyAccounts(trx, member.company_code, money);
      const posted = await postJournal(trx, {
        companyCode: member.company_code,
        type: 'adjustment',
        postings: [
          { accountId: mine[input.account].id, amount: parsed.minor },
          { accountId: company.adjustments.id, amount: -parsed.minor },
        ],
        memo: input.reason,
        createdBy: `operator:${op.name}`,
        at: op.now(),
      });
      const done: Adjusted = {
        journalId: posted.journalId.toString(),
        amount: formatMinor(parsed.minor, money.minorUnit),
        balance: formatMinor(posted.balances.get(mine[input.account].id)!, money.minorUnit),
        currency: money.code,
      };
      // without `within`, X is the empty default
      return within ? { ...done, ...(await within(trx, done)) } : (done as Adjusted & X);
    },
  );
}

export function isWithdrawalStatus(value: number): value is WithdrawalStatus {
  return (WITHDRAWAL_STATUS_VALUES as number[]).includes(value);
}

export const OPS_LIST_LIMIT = 500;

export function listWithdrawals(db: Db, status?: WithdrawalStatus) {
  return findWithdrawalsForOperator(db, status, OPS_LIST_LIMIT);
}

/** `withdrawals:approve|process|succeed|fail|reject`: one guarded step, with the operator's reason. */
export function operatorWithdrawalStep(
  db: Db,
  op: Operator,
  input: { id: number; action: OperatorWithdrawalAction; reason: string },
) {
  return audited(
    db,
    op,
    {
      command: `withdrawals:${input.action}`,
      target: `withdrawal ${input.id}`,
      reason: input.reason,
    },
    async (trx) => {
      const { row } = await takeWithdrawalStep(trx, {
        withdrawalId: input.id,
        action: input.action,
        actor: { type: 'operator', name: op.name },
        reason: input.reason,
        at: op.now(),
      });
      return { id: row.id, status: row.status };
    },
  );
}

/** `ledger:verify` is audited too: who checked, when, and what was found. */
export async function auditVerification(db: Db, op: Operator, problems: string[]) {
  await insertAudit(db, {
    operator: op.name,
    command: 'ledger:verify',
    target: null,
    reason: null,
    outcome: problems.length === 0 ? 'ok' : 'failed',
    detail: { problems: problems.length, first: problems.slice(0, 5) },
    at: op.now(),
  });
}
