import {
  type Locale,
  type WithdrawHistory,
  type WithdrawHistoryBody,
  type Withdrawal,
  type WithdrawalUpdateBody,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import { AppError } from '../../../lib/app-error.js';
import { holdBankAccountForWithdrawal } from '../../bank/index.js';
import { runIdempotent } from '../../ledger/index.js';
import { mailNotice, postNotice, type Notice } from '../../message/index.js';
import { verifyPin, type PinMailDeps } from '../../security/index.js';
import { assertMemberMay } from '../../member/index.js';
import { inputAmount, memberRef } from '../wallet-input.js';
import { companyMoney } from '../wallet-settings.js';
import { takeWithdrawalStep, type BankSnapshot } from './withdrawal-steps.js';
import { ownBankSnapshot, withdrawalDecimals } from './withdrawal.service.js';
import { toWithdrawal } from './withdrawal-view.js';
import {
  countWithdrawals,
  findEvents,
  findOwnWithdrawal,
  findWithdrawalPage,
} from './withdrawal.repository.js';
import type { MemberContext } from '../../../lib/member-context.js';

/** `GET /bo/ewallet/withdraw/:id`: one's own only; anyone else's reads as not found. */
export async function getWithdrawal(
  deps: DbDeps,
  auth: MemberContext,
  id: number,
): Promise<Withdrawal> {
  const row = await findOwnWithdrawal(deps.db, auth.memberId, id);
  if (!row) throw new AppError('notFound');
  return toWithdrawal(row, await findEvents(deps.db, [row.id]));
}

/** `POST /bo/ewallet/withdrawHistory`: newest first, each with its timeline. */
export async function withdrawHistory(
  deps: DbDeps,
  auth: MemberContext,
  body: WithdrawHistoryBody,
): Promise<WithdrawHistory> {
  const filter = { memberId: auth.memberId, status: body.status };
  const [rows, total] = await Promise.all([
    findWithdrawalPage(deps.db, filter, body.pageSize, (body.pageNum - 1) * body.pageSize),
    countWithdrawals(deps.db, filter),
  ]);
  const events = await findEvents(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => toWithdrawal(r, events)),
    total,
    pageNum: body.pageNum,
    pageSize: body.pageSize,
  };
}

/** `POST …/withdraw/:id/cancel`: only while applied; the whole amount comes back. */
export async function cancelWithdrawal(
  deps: DbClockDeps,
  auth: MemberContext,
  id: number,
  idempotencyKey: string,
): Promise<Withdrawal> {
  assertMemberMay('moveMoney', auth);
  return runIdempotent(deps.db, {
    scope: memberRef(auth.memberId),
    key: idempotencyKey,
    request: { op: 'withdrawalCancel', id },
    at: deps.now(),
    run: async (trx) => {
      const { row } = await takeWithdrawalStep(trx, {
        withdrawalId: id,
        action: 'cancel',
        actor: { type: 'member', name: String(auth.memberId) },
        reason: null,
        at: deps.now(),
        ownerId: auth.memberId,
      });
      return toWithdrawal(row, await findEvents(trx, [row.id]));
    },
  });
}

function changeNotice(w: Withdrawal): Notice {
  const params = {
    id: w.id,
    amount: w.amount,
    currency: w.currency,
    bankName: w.bankAccount.bankName,
    account: w.bankAccount.maskedAccountNumber,
  };
  return { kind: 'withdrawalChanged', params };
}

/**
 * `POST …/withdraw/:id/update`: a new amount and/or bank account, only while applied.
 * It redirects money, so it needs the PIN as applying does; the member is told in the
 * inbox (with the change) and by mail (once it is committed, never again on a replay).
 */
export async function updateWithdrawalRequest(
  deps: PinMailDeps,
  auth: MemberContext,
  id: number,
  body: WithdrawalUpdateBody,
  idempotencyKey: string,
  locale: Locale,
): Promise<Withdrawal> {
  assertMemberMay('moveMoney', auth);
  const money = await companyMoney(deps.db, auth.companyCode);
  const amount =
    body.amount === undefined
      ? undefined
      : inputAmount(body.amount, withdrawalDecimals(money), 'body.amount');
  let bank: BankSnapshot | undefined;
  let applied: Withdrawal | undefined;
  const result = await runIdempotent(deps.db, {
    scope: memberRef(auth.memberId),
    key: idempotencyKey,
    request: {
      op: 'withdrawalUpdate',
      id,
      amount: amount?.toString(),
      bankAccountId: body.bankAccountId,
    },
    at: deps.now(),
    before: async () => {
      await verifyPin(deps, auth.memberId, body.pin);
      if (body.bankAccountId !== undefined) {
        bank = await ownBankSnapshot(deps, auth.memberId, body.bankAccountId);
      }
    },
    run: async (trx) => {
      if (bank) await holdBankAccountForWithdrawal(trx, auth.memberId, bank.id);
      const { row } = await takeWithdrawalStep(trx, {
        withdrawalId: id,
        action: 'update',
        actor: { type: 'member', name: String(auth.memberId) },
        reason: null,
        at: deps.now(),
        ownerId: auth.memberId,
        change: { amount, bank },
      });
      applied = toWithdrawal(row, await findEvents(trx, [row.id]));
      await postNotice(deps, trx, auth, changeNotice(applied), locale);
      await mailNotice(deps, trx, auth, changeNotice(applied), locale);
      return applied;
    },
  });
  return result;
}
