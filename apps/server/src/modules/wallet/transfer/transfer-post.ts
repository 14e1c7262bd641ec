import {
  formatMinor,
  MEMBER_ACCOUNTS,
  type MemberAccount,
  type TransferBody,
  type TransferResult,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import {
  ledgerRefusalError,
  memberAccounts,
  sqlRefusal,
  type AnswerTicket,
  type Attempt,
} from '../../ledger/index.js';
import { statusesThatMay } from '../../member/index.js';
import { walletBalance } from '../balance.service.js';
import { runTransferStatement, type TransferRun } from './transfer.repository.js';
import { assertMayReceive, partyOf } from './transfer-rules.js';
import { memberRef } from '../wallet-input.js';
import {
  rememberTransferSettings,
  TRANSFER_CONFIG_KEYS,
  type CompanyMoney,
  type TransferLimitAmounts,
  type TransferSettings,
} from '../wallet-settings.js';
import type { MemberContext } from '../../../lib/member-context.js';

/** A statement answered with other settings than the call was built from (see `transfer`). */
export class TransferSettingsChanged extends Error {
  constructor(readonly settings: TransferSettings) {
    super('transfer settings changed');
  }
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
  settings: TransferSettings;
  at: Date;
}

/** The statuses a recipient may have: the member policy's, applied by the statement. */
const PAYABLE = statusesThatMay('bePaid');

/**
 * The transfer as one statement that is its own transaction (also called directly by the
 * benchmark): `wallet_transfer_run` judges, in the order the rules here name them, whether the
 * settings are still current, the key's stored answer, the PIN (`pin`: its check value; null:
 * judged already), the recipient and the per-transfer limit, then posts under the account
 * locks (balances, today's total, the key's answer). Its refusals are made the member-facing
 * errors here, by the same rules. `ticket`: where the statement stores the request's answer,
 * whose JSON text is built here with placeholders for what only the statement knows, so it is
 * exactly the text of the answer returned.
 */
export async function postTransfer(
  db: Db,
  { sender, settings, at }: TransferContext,
  order: TransferOrder,
  ticket: AnswerTicket,
  pin: string | null,
): Promise<Attempt<TransferResult>> {
  const { money, limits } = settings;
  const self = partyOf(sender);
  const answer = (
    ids: { transferId: string; journalId: string },
    balance: (k: MemberAccount) => string,
  ) => ({
    ...ids,
    amount: formatMinor(order.amount, money.minorUnit),
    currency: money.code,
    toMemberId: order.toMemberId,
    balances: MEMBER_ACCOUNTS.map((kind) => walletBalance(kind, balance(kind), money)),
  });
  const statement: TransferRun = {
    companyCode: money.companyCode,
    fromMemberId: self.id,
    toMemberId: order.toMemberId,
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
    settingsVersion: settings.version,
    configKeys: TRANSFER_CONFIG_KEYS,
    pin,
    single: limits.single,
    senderStatus: self.status,
    payable: PAYABLE,
  };
  let ran = await runOrRefuse(db, statement, money, limits);
  if (ran.status === 'accounts') {
    // the first transfer touching a member's wallet opens its accounts, then posts (the PIN
    // was accepted by the statement that found them missing)
    for (const member of new Set([self.id, order.toMemberId])) {
      await memberAccounts(db, { id: member, companyCode: money.companyCode }, money);
    }
    ran = await runOrRefuse(db, { ...statement, pin: null }, money, limits);
  }
  switch (ran.status) {
    case 'posted': {
      const after = new Map(MEMBER_ACCOUNTS.map((kind, i) => [kind, ran.balances[i]!]));
      const ids = { transferId: ran.transferId.toString(), journalId: ran.journalId.toString() };
      return { done: answer(ids, (kind) => formatMinor(after.get(kind)!, money.minorUnit)) };
    }
    case 'stored':
      return { stored: ran.stored };
    case 'pin':
      return { before: true };
    case 'settings':
      throw new TransferSettingsChanged(
        rememberTransferSettings(db, money.companyCode, ran.settings),
      );
    case 'recipient': {
      const seen = ran.recipient && { id: order.toMemberId, ...ran.recipient };
      assertMayReceive(self, order.toMemberId === self.id ? self : (seen ?? undefined));
      break;
    }
    case 'limit':
      assertWithinSingleLimit(order.amount, money, limits);
      break;
    case 'accounts':
      throw new Error('transfer: accounts could not be opened');
  }
  throw new Error(`transfer: the statement refused (${ran.status}) what the rules accept`);
}

/** The per-transfer limit (the statement's 'limit'). */
function assertWithinSingleLimit(
  amount: bigint,
  money: CompanyMoney,
  limits: TransferLimitAmounts,
) {
  if (amount > limits.single) {
    throw new AppError('transferLimitExceeded', {
      params: { limit: formatMinor(limits.single, money.minorUnit), currency: money.code },
    });
  }
}

/** The statement, with its refusals raised under the account locks as member-facing errors. */
async function runOrRefuse(
  db: Db,
  statement: TransferRun,
  money: CompanyMoney,
  limits: TransferLimitAmounts,
) {
  try {
    return await runTransferStatement(db, statement);
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
