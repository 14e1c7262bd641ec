import {
  formatMinor,
  MEMBER_ACCOUNTS,
  type TransferBody,
  type TransferLimits,
  type TransferRecipient,
  type TransferResult,
} from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { retryOnDisconnect } from '../../../db/connection-errors.js';
import { AppError } from '../../../lib/app-error.js';
import {
  lockMemberAccounts,
  postJournal,
  runIdempotent,
  storedAnswerQuery,
  type AnswerSlot,
} from '../../ledger/index.js';
import type { Trx } from '../../../db/transaction.js';
import { pinSeenQuery, verifyPinSeen } from '../../security/index.js';
import { toWalletBalance } from '../balance.service.js';
import { transferGate } from './transfer-gate.js';
import {
  findTransferCandidates,
  findTransferFacts,
  findTransferParty,
  recordTransferAlongside,
  sumTransfersOfDay,
} from './transfer.repository.js';
import {
  assertAccountPair,
  assertMayReceive,
  inSponsorLine,
  memberIdOf,
  partyOf,
  type Party,
} from './transfer-rules.js';
import { assertMayMoveMoney, inputAmount, memberRef } from '../wallet-input.js';
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
  deps: AppDeps,
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
  assertMayMoveMoney(auth);
  const toMemberId = body.toMemberId ?? auth.memberId;
  assertAccountPair(toMemberId === auth.memberId, body.fromAccount, body.toAccount);
  const scope = memberRef(auth.memberId);
  // a read: repeated on a connection lost mid-way, as the idempotency look-up it holds was
  const facts = await retryOnDisconnect(() =>
    findTransferFacts(
      deps.db,
      {
        companyCode: auth.companyCode,
        configKeys: TRANSFER_CONFIG_KEYS,
        toMemberId,
        senderId: auth.memberId,
      },
      {
        answer: storedAnswerQuery(deps.db, scope, idempotencyKey),
        pin: pinSeenQuery(deps, auth.memberId),
      },
    ),
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
      run: (trx, answer) =>
        applyTransfer(trx, { sender: auth, money, limits, at }, order, recipient, answer),
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
 * The transfer itself, inside the caller's transaction (also called directly by the benchmark).
 * `seen`: the recipient as read just before the transaction (null: no such member); left out,
 * it is read here. A member row is not locked either way, so both see the same. `answer`: the
 * request's stored answer is written by the entry's statement too.
 */
export async function applyTransfer(
  trx: Trx,
  { sender, money, limits, at }: TransferContext,
  order: TransferOrder,
  seen?: Party | null,
  answer?: AnswerSlot,
): Promise<TransferResult> {
  const self = partyOf(sender);
  const recipient =
    order.toMemberId === self.id
      ? self
      : seen !== undefined
        ? (seen ?? undefined)
        : await findTransferParty(trx, order.toMemberId, self.id);
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
  const from = locked.of(self.id, order.fromAccount).id;
  const to = locked.of(recipient.id, order.toAccount).id;
  const senderBalances = (after: ReadonlyMap<bigint, bigint>) =>
    MEMBER_ACCOUNTS.map((kind) => {
      const account = locked.of(self.id, kind);
      return toWalletBalance(kind, after.get(account.id) ?? account.balance, money);
    });
  // the answer after its two ids, in the order the result below is built
  const rest = (after: ReadonlyMap<bigint, bigint>) => ({
    amount: formatMinor(order.amount, money.minorUnit),
    currency: money.code,
    toMemberId: recipient.id,
    balances: senderBalances(after),
  });
  // the transfer row, today's total and the stored answer go with the entry's own statement:
  // lock, then one write, then COMMIT
  const posted = await postJournal(
    trx,
    {
      companyCode: company,
      type: 'transfer',
      postings: [
        { accountId: from, amount: -order.amount },
        { accountId: to, amount: order.amount },
      ],
      createdBy: memberRef(self.id),
      at,
    },
    locked,
    recordTransferAlongside(
      {
        companyCode: company,
        fromMemberId: self.id,
        toMemberId: recipient.id,
        fromAccount: order.fromAccount,
        toAccount: order.toAccount,
        amount: order.amount,
        currency: money.code,
        remark: order.remark,
        at,
      },
      money.timeZone,
      answer && { slot: answer, json: (after) => `,${JSON.stringify(rest(after)).slice(1)}` },
    ),
  );
  const recorded = posted.alongside;
  // a transfer over today's limit throws here, and its work (the answer too) is rolled back
  const usedBefore = BigInt(recorded.used_before ?? 0);
  if (usedBefore + order.amount > limits.daily) {
    const remaining = limits.daily > usedBefore ? limits.daily - usedBefore : 0n;
    throw new AppError('dailyTransferLimitExceeded', {
      params: { remaining: formatMinor(remaining, money.minorUnit), currency: money.code },
    });
  }
  answer?.took(recorded.answered);
  return {
    transferId: recorded.transfer_id.toString(),
    journalId: posted.journalId.toString(),
    ...rest(posted.balances),
  };
}
