import {
  formatMinor,
  MEMBER_ACCOUNTS,
  type TransferBody,
  type TransferLimits,
  type TransferRecipient,
  type TransferResult,
} from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../lib/app-error.js';
import { lockMemberAccounts, postJournal, runIdempotent } from '../../ledger/index.js';
import type { Trx } from '../../../db/transaction.js';
import { verifyPin } from '../../security/index.js';
import { toWalletBalance } from '../balance.service.js';
import {
  findTransferCandidates,
  findTransferParty,
  insertTransferReadingDay,
  sumTransfersOfDay,
} from './transfer.repository.js';
import {
  assertAccountPair,
  assertMayReceive,
  inSponsorLine,
  memberIdOf,
  partyOf,
} from './transfer-rules.js';
import { assertMayMoveMoney, inputAmount, memberRef } from '../wallet-input.js';
import {
  companyMoney,
  transferLimitAmounts,
  transferSettings,
  type CompanyMoney,
  type TransferLimitAmounts,
} from '../wallet-settings.js';
import type { MemberContext } from '../../../lib/member-context.js';

/**
 * `GET …/transfer/recipient`: the member behind a typed login name or id, to show before the
 * member confirms. Only members the sender may pay are ever found, so a login name outside
 * the sender's sponsor line answers exactly as an unknown one.
 */
export async function transferRecipient(
  deps: AppDeps,
  auth: MemberContext,
  typed: string,
): Promise<TransferRecipient> {
  const sender = partyOf(auth);
  const candidates = await findTransferCandidates(deps.db, typed, memberIdOf(typed));
  const recipient = candidates.find((c) => inSponsorLine(sender, c));
  assertMayReceive(sender, recipient);
  return { memberId: recipient.id, loginName: recipient.login_name, name: recipient.user_name };
}

/** `GET …/transfer/limits`: the company's limits and what the member has used today. */
export async function transferLimits(deps: AppDeps, auth: MemberContext): Promise<TransferLimits> {
  const money = await companyMoney(deps.db, auth.companyCode);
  const limits = await transferLimitAmounts(deps.db, money);
  const used = await sumTransfersOfDay(deps.db, auth.memberId, deps.now(), money.timeZone);
  return {
    perTransfer: formatMinor(limits.single, money.minorUnit),
    daily: formatMinor(limits.daily, money.minorUnit),
    usedToday: formatMinor(used, money.minorUnit),
    currency: money.code,
  };
}

/** `POST …/transfer`: applied at most once per idempotency key. */
export async function transfer(
  deps: AppDeps,
  auth: MemberContext,
  body: TransferBody,
  idempotencyKey: string,
): Promise<TransferResult> {
  assertMayMoveMoney(auth);
  const toMemberId = body.toMemberId ?? auth.memberId;
  assertAccountPair(toMemberId === auth.memberId, body.fromAccount, body.toAccount);
  const { money, limits } = await transferSettings(deps.db, auth.companyCode);
  const amount = inputAmount(body.amount, money.minorUnit, 'body.amount');
  const order: TransferOrder = { ...body, toMemberId, amount, remark: body.remark || null };
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope: memberRef(auth.memberId),
    key: idempotencyKey,
    // the PIN is no part of the request: a 6-digit secret would be recoverable from the hash
    request: { op: 'transfer', ...order, pin: undefined, amount: amount.toString() },
    at,
    before: () => verifyPin(deps, auth.memberId, body.pin),
    run: (trx) => applyTransfer(trx, { sender: auth, money, limits, at }, order),
  });
}

export interface TransferOrder {
  toMemberId: number;
  fromAccount: TransferBody['fromAccount'];
  toAccount: TransferBody['toAccount'];
  amount: bigint;
  remark: string | null;
}

export interface TransferContext {
  sender: Pick<MemberContext, 'memberId' | 'companyCode' | 'status' | 'sponsorPath'>;
  money: CompanyMoney;
  limits: TransferLimitAmounts;
  at: Date;
}

/** The transfer itself, inside the caller's transaction (also called directly by the benchmark). */
export async function applyTransfer(
  trx: Trx,
  { sender, money, limits, at }: TransferContext,
  order: TransferOrder,
): Promise<TransferResult> {
  const self = partyOf(sender);
  const recipient =
    order.toMemberId === self.id ? self : await findTransferParty(trx, order.toMemberId);
  assertMayReceive(self, recipient);
  if (order.amount > limits.single) {
    throw new AppError('transferLimitExceeded', {
      params: { limit: formatMinor(limits.single, money.minorUnit), currency: money.code },
    });
  }
  const company = money.companyCode;
  // the sender's three accounts (all answered) and the recipient's, locked before today's
  // total is read, so two transfers of one sender cannot both pass the daily limit
  const locked = await lockMemberAccounts(trx, money, [
    { memberId: self.id, companyCode: company, kinds: MEMBER_ACCOUNTS },
    ...(recipient.id === self.id
      ? []
      : [{ memberId: recipient.id, companyCode: company, kinds: [order.toAccount] }]),
  ]);
  const posted = await postJournal(
    trx,
    {
      companyCode: company,
      type: 'transfer',
      postings: [
        { accountId: locked.of(self.id, order.fromAccount).id, amount: -order.amount },
        { accountId: locked.of(recipient.id, order.toAccount).id, amount: order.amount },
      ],
      createdBy: memberRef(self.id),
      at,
    },
    locked,
  );
  // today's total is read by the statement that records the transfer (one round trip less
  // under the locks); a transfer over the limit throws here, and its work is rolled back
  const { transferId, usedBefore } = await insertTransferReadingDay(
    trx,
    {
      companyCode: company,
      fromMemberId: self.id,
      toMemberId: recipient.id,
      fromAccount: order.fromAccount,
      toAccount: order.toAccount,
      amount: order.amount,
      currency: money.code,
      remark: order.remark,
      journalId: posted.journalId,
      at,
    },
    money.timeZone,
  );
  if (usedBefore + order.amount > limits.daily) {
    const remaining = limits.daily > usedBefore ? limits.daily - usedBefore : 0n;
    throw new AppError('dailyTransferLimitExceeded', {
      params: { remaining: formatMinor(remaining, money.minorUnit), currency: money.code },
    });
  }
  return {
    transferId: transferId.toString(),
    journalId: posted.journalId.toString(),
    amount: formatMinor(order.amount, money.minorUnit),
    currency: money.code,
    toMemberId: recipient.id,
    balances: MEMBER_ACCOUNTS.map((kind) =>
      toWalletBalance(kind, locked.of(self.id, kind).balance, money),
    ),
  };
}
