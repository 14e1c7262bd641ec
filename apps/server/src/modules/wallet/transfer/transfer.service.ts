import {
  formatMinor,
  MEMBER_ACCOUNTS,
  type MemberAccount,
  type TransferBody,
  type TransferLimits,
  type TransferRecipient,
  type TransferResult,
} from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import { retryOnDisconnect } from '../../../db/connection-errors.js';
import { AppError } from '../../../lib/app-error.js';
import {
  ledgerRefusalError,
  memberAccounts,
  runIdempotent,
  sqlRefusal,
  storedAnswerQuery,
  type AnswerTicket,
} from '../../ledger/index.js';
import type { Db } from '../../../db/client.js';
import { pinSeenQuery, verifyPinSeen } from '../../security/index.js';
import { walletBalance } from '../balance.service.js';
import { transferGate } from './transfer-gate.js';
import {
  findTransferCandidates,
  postTransferStatement,
  sumTransfersOfDay,
  transferFactsStatement,
  type TransferStatement,
} from './transfer.repository.js';
import {
  assertAccountPair,
  assertMayReceive,
  inSponsorLine,
  memberIdOf,
  partyOf,
  type Party,
} from './transfer-rules.js';
import { assertMemberMay } from '../../member/index.js';
import { inputAmount, memberRef } from '../wallet-input.js';
import {
  companyMoney,
  TRANSFER_CONFIG_KEYS,
  transferLimitAmounts,
  transferSettingsOf,
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
  deps: DbDeps,
  auth: MemberContext,
  typed: string,
): Promise<TransferRecipient> {
  const sender = partyOf(auth);
  const candidates = await findTransferCandidates(deps.db, typed, memberIdOf(typed), auth.memberId);
  const recipient = candidates.find((c) => inSponsorLine(sender, c));
  assertMayReceive(sender, recipient);
  return { memberId: recipient.id, loginName: recipient.login_name, name: recipient.user_name };
}

/** `GET …/transfer/limits`: the company's limits and what the member has used today. */
export async function transferLimits(
  deps: DbClockDeps,
  auth: MemberContext,
): Promise<TransferLimits> {
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

/** What a transfer reads first, with the other modules' parts it embeds (through their faces). */
const transferFacts = transferFactsStatement(TRANSFER_CONFIG_KEYS, (db, q) => ({
  answer: storedAnswerQuery(db, q.scope, q.key),
  pin: pinSeenQuery({ db }, q.senderId),
}));

/**
 * `POST …/transfer`: applied at most once per idempotency key. One statement reads what the
 * transfer needs before its transaction (settings, recipient, the key's stored answer, the PIN
 * row); the transaction then locks, posts and records (docs/benchmarks.md, round trips).
 */
export async function transfer(
  deps: AppDeps,
  auth: MemberContext,
  body: TransferBody,
  idempotencyKey: string,
): Promise<TransferResult> {
  assertMemberMay('moveMoney', auth);
  const toMemberId = body.toMemberId ?? auth.memberId;
  assertAccountPair(toMemberId === auth.memberId, body.fromAccount, body.toAccount);
  const scope = memberRef(auth.memberId);
  // a read: repeated on a connection lost mid-way, as the idempotency look-up it holds was
  const facts = await retryOnDisconnect(() =>
    transferFacts(deps.db, {
      companyCode: auth.companyCode,
      toMemberId,
      senderId: auth.memberId,
      scope,
      key: idempotencyKey,
    }),
  );
  const { money, limits } = transferSettingsOf(facts, auth.companyCode);
  const amount = inputAmount(body.amount, money.minorUnit, 'body.amount');
  const order: TransferOrder = { ...body, toMemberId, amount, remark: body.remark || null };
  const at = deps.now();
  const recipient: Party | null = facts!.recipient;
  return transferGate(deps).run(() =>
    runIdempotent(deps.db, {
      scope,
      key: idempotencyKey,
      // the PIN is no part of the request: a 6-digit secret would be recoverable from the hash
      request: { op: 'transfer', ...order, pin: undefined, amount: amount.toString() },
      at,
      seen: facts!.answer,
      before: () => verifyPinSeen(deps, auth.memberId, body.pin, facts!.pin ?? undefined),
      alone: (ticket) =>
        postTransfer(deps.db, { sender: auth, money, limits, at }, order, recipient, ticket),
    }),
  );
}

export interface TransferOrder {
  toMemberId: number;
  fromAccount: TransferBody['fromAccount'];
  toAccount: TransferBody['toAccount'];
  amount: bigint;
  remark: string | null;
}

export interface TransferContext {
  sender: Pick<MemberContext, 'memberId' | 'companyCode' | 'status'>;
  money: CompanyMoney;
  limits: TransferLimitAmounts;
  at: Date;
}

/**
 * The transfer itself, as one statement that is its own transaction (also called directly by
 * the benchmark): the rules that need no lock are checked here first, the rest (balances,
 * today's total, the key's answer) by `wallet_transfer_post` under the account locks
 * (migration 0041). `recipient`: as read just before (null: no such member). `ticket`: where
 * the statement stores the request's answer, whose JSON text is built here with placeholders
 * for what only the statement knows, so it is exactly the text of the answer returned.
 */
export async function postTransfer(
  db: Db,
  { sender, money, limits, at }: TransferContext,
  order: TransferOrder,
  seen: Party | null,
  ticket: AnswerTicket,
): Promise<TransferResult> {
  const self = partyOf(sender);
  const recipient = order.toMemberId === self.id ? self : (seen ?? undefined);
  assertMayReceive(self, recipient);
  if (order.amount > limits.single) {
    throw new AppError('transferLimitExceeded', {
      params: { limit: formatMinor(limits.single, money.minorUnit), currency: money.code },
    });
  }
  const answer = (
    ids: { transferId: string; journalId: string },
    balance: (k: MemberAccount) => string,
  ) => ({
    ...ids,
    amount: formatMinor(order.amount, money.minorUnit),
    currency: money.code,
    toMemberId: recipient.id,
    balances: MEMBER_ACCOUNTS.map((kind) => walletBalance(kind, balance(kind), money)),
  });
  const statement = {
    companyCode: money.companyCode,
    fromMemberId: self.id,
    toMemberId: recipient.id,
    fromAccount: order.fromAccount,
    toAccount: order.toAccount,
    amount: order.amount,
    currency: money.code,
    minorUnit: money.minorUnit,
    remark: order.remark,
    daily: limits.daily,
    timeZone: money.timeZone,
    at,
    createdBy: memberRef(self.id),
    senderAccounts: MEMBER_ACCOUNTS,
    ticket,
    answer: JSON.stringify(
      answer(
        { transferId: '{{transferId}}', journalId: '{{journalId}}' },
        (kind) => `{{balance:${kind}}}`,
      ),
    ),
  };
  let posted = await postOrRefuse(db, statement, money, limits);
  if (posted.status === 'accounts') {
    // the first transfer touching a member's wallet opens its accounts, then posts
    for (const member of new Set([self.id, recipient.id])) {
      await memberAccounts(db, { id: member, companyCode: money.companyCode }, money);
    }
    posted = await postOrRefuse(db, statement, money, limits);
  }
  if (posted.status !== 'posted') throw new Error('transfer: accounts could not be opened');
  const after = new Map(MEMBER_ACCOUNTS.map((kind, i) => [kind, posted.balances[i]!]));
  return answer(
    { transferId: posted.transferId.toString(), journalId: posted.journalId.toString() },
    (kind) => formatMinor(after.get(kind)!, money.minorUnit),
  );
}

/** The statement, with its refusals as the member-facing errors the rules name. */
async function postOrRefuse(
  db: Db,
  statement: TransferStatement,
  money: CompanyMoney,
  limits: TransferLimitAmounts,
) {
  try {
    return await postTransferStatement(db, statement);
  } catch (error) {
    const refusal = sqlRefusal(error);
    if (refusal?.name === 'dailyTransferLimitExceeded') {
      const usedBefore = BigInt(refusal.detail ?? '0');
      const remaining = limits.daily > usedBefore ? limits.daily - usedBefore : 0n;
      throw new AppError('dailyTransferLimitExceeded', {
        params: { remaining: formatMinor(remaining, money.minorUnit), currency: money.code },
      });
    }
    throw ledgerRefusalError(error);
  }
}
