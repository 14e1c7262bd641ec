import {
  formatMinor,
  WALLET_FIELD_ERROR,
  WITHDRAWAL_MAX_DECIMALS,
  WITHDRAWAL_STATUS,
  type Platform,
  type WithdrawalFee,
  type WithdrawalFeeQuery,
  type WithdrawBody,
  type Withdrawal,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { DbDeps } from '../../../lib/service-deps.js';
import { getOwnBankAccount, holdBankAccountForWithdrawal } from '../../bank/index.js';
import { companyAccounts, memberAccounts, postJournal, runIdempotent } from '../../ledger/index.js';
import type { Trx } from '../../../db/transaction.js';
import { verifyPin, type PinDeps } from '../../security/index.js';
import { assertMemberMay } from '../../member/index.js';
import { fieldError, inputAmount, memberRef } from '../wallet-input.js';
import { companyMoney, withdrawalFeeAmount, type CompanyMoney } from '../wallet-settings.js';
import type { BankSnapshot } from './withdrawal-steps.js';
import { toWithdrawal } from './withdrawal-view.js';
import {
  hasPendingWithdrawal,
  insertWithdrawal,
  insertWithdrawalEvent,
} from './withdrawal.repository.js';
import type { MemberContext } from '../../../lib/member-context.js';

/** World-plan money may be withdrawn only in marketplace mode. */
function assertAccountAllowed(account: WithdrawBody['account'], platform: Platform, path: string) {
  if (account === 'worldplan' && platform !== 'wpm') {
    throw fieldError(path, WALLET_FIELD_ERROR.accountNotAllowed);
  }
}

/** At most two decimals (spec "Validation rules"), and no more than the currency has. */
export function withdrawalDecimals(money: CompanyMoney): number {
  return Math.min(WITHDRAWAL_MAX_DECIMALS, money.minorUnit);
}

async function amountAndFee(deps: DbDeps, money: CompanyMoney, text: string, path: string) {
  const amount = inputAmount(text, withdrawalDecimals(money), path);
  const fee = await withdrawalFeeAmount(deps.db, money);
  if (amount <= fee) {
    throw fieldError(path, WALLET_FIELD_ERROR.notAboveFee, {
      limit: formatMinor(fee, money.minorUnit),
    });
  }
  return { amount, fee };
}

/** `GET …/bonusWithdrawal/fee`: fee and net, shown before the PIN is asked. */
export async function withdrawalFee(
  deps: DbDeps,
  auth: MemberContext,
  platform: Platform,
  query: WithdrawalFeeQuery,
): Promise<WithdrawalFee> {
  assertAccountAllowed(query.account, platform, 'querystring.account');
  const money = await companyMoney(deps.db, auth.companyCode);
  const { amount, fee } = await amountAndFee(
    deps,
    money,
    query.withdrawalAmount,
    'querystring.withdrawalAmount',
  );
  const format = (v: bigint) => formatMinor(v, money.minorUnit);
  return {
    amount: format(amount),
    fee: format(fee),
    net: format(amount - fee),
    currency: money.code,
  };
}

export async function ownBankSnapshot(
  deps: DbDeps,
  memberId: number,
  bankAccountId: number,
): Promise<BankSnapshot> {
  const bank = await getOwnBankAccount(deps, memberId, bankAccountId);
  return {
    id: bank.id,
    bankName: bank.bankName,
    maskedAccountNumber: bank.maskedAccountNumber,
    holderName: bank.holderName,
    accountType: bank.accountType,
  };
}

/** `POST /wm/wallet/withdraw`: the amount moves into clearing until paid out or returned. */
export async function applyWithdrawal(
  deps: PinDeps,
  auth: MemberContext,
  platform: Platform,
  body: WithdrawBody,
  idempotencyKey: string,
): Promise<Withdrawal> {
  assertMemberMay('moveMoney', auth);
  assertAccountAllowed(body.account, platform, 'body.account');
  const money = await companyMoney(deps.db, auth.companyCode);
  const { amount, fee } = await amountAndFee(deps, money, body.amount, 'body.amount');
  let bank: BankSnapshot | undefined;
  return runIdempotent(deps.db, {
    scope: memberRef(auth.memberId),
    key: idempotencyKey,
    request: { op: 'withdraw', ...body, pin: undefined, amount: amount.toString() },
    at: deps.now(),
    before: async () => {
      await verifyPin(deps, auth.memberId, body.pin);
      bank = await ownBankSnapshot(deps, auth.memberId, body.bankAccountId);
    },
    run: (trx) =>
      holdWithdrawal(trx, {
        memberId: auth.memberId,
        money,
        body,
        amount,
        fee,
        bank: bank!,
        at: deps.now(),
      }),
  });
}

async function holdWithdrawal(
  trx: Trx,
  w: {
    memberId: number;
    money: CompanyMoney;
    body: WithdrawBody;
    amount: bigint;
    fee: bigint;
    bank: BankSnapshot;
    at: Date;
  },
): Promise<Withdrawal> {
  await holdBankAccountForWithdrawal(trx, w.memberId, w.bank.id);
  const row = await insertWithdrawal(trx, {
    member_id: w.memberId,
    company_code: w.money.companyCode,
    account: w.body.account,
    amount: w.amount,
    fee: w.fee,
    currency: w.money.code,
    minor_unit: w.money.minorUnit,
    bank_account_id: w.bank.id,
    bank_name: w.bank.bankName,
    masked_account_number: w.bank.maskedAccountNumber,
    holder_name: w.bank.holderName,
    account_type: w.bank.accountType,
    payment_method: w.body.paymentMethod,
    status: WITHDRAWAL_STATUS.applied,
    created_at: w.at,
    updated_at: w.at,
  });
  const member = await memberAccounts(
    trx,
    { id: w.memberId, companyCode: w.money.companyCode },
    w.money,
  );
  const company = await companyAccounts(trx, w.money.companyCode, w.money);
  const posted = await postJournal(trx, {
    companyCode: w.money.companyCode,
    type: 'withdrawalApply',
    postings: [
      { accountId: member[w.body.account].id, amount: -w.amount },
      { accountId: company.withdrawalClearing.id, amount: w.amount },
    ],
    ref: { type: 'withdrawal', id: String(row.id) },
    createdBy: memberRef(w.memberId),
    at: w.at,
  });
  const event = await insertWithdrawalEvent(trx, {
    withdrawal_id: row.id,
    from_status: null,
    to_status: row.status,
    actor_type: 'member',
    actor: String(w.memberId),
    reason: null,
    amount: w.amount,
    journal_id: posted.journalId,
    created_at: w.at,
  });
  return toWithdrawal(row, [event]);
}

/**
 * The wallet's answer to the bank module's `bankAccountDeleting` (wallet.module.ts): an account
 * a pending withdrawal will pay to may not be deleted. Runs inside the deletion's transaction,
 * with the account locked.
 */
export async function refuseBankAccountInUse(
  trx: Trx,
  { bankAccountId }: { bankAccountId: number },
): Promise<void> {
  if (await hasPendingWithdrawal(trx, bankAccountId)) throw new AppError('bankAccountInUse');
}
