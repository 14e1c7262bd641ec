import {
  BANK_ACCOUNTS_MAX,
  CARD_ACCOUNT_TYPE,
  isExpiryPast,
  type AddBankAccountBody,
  type BankAccount,
  type BankAccountDeleted,
  type BankAccountSummary,
  type Locale,
  type UpdateBankAccountBody,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { publish } from '../../lib/events/index.js';
import { notifyMember, type NoticeKind } from '../message/index.js';
import { verifyPin } from '../security/index.js';
import {
  sealAccountNumber,
  sealIban,
  toBankAccount,
  toBankAccountSummary,
  unsealAccount,
} from './bank-account-fields.js';
import {
  clearDefault,
  countLiveAccounts,
  findDefaultId,
  findLiveAccount,
  findOwnLiveAccount,
  insertAccount,
  listLiveAccounts,
  lockMemberAccounts,
  lockOwnLiveAccount,
  promoteNewestToDefault,
  softDeleteAccount,
  updateAccount,
} from './bank.repository.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

const EXPIRY_PAST = { path: 'body.expiry', key: 'validation.bank.expiryPast' };

function assertCardNotExpired(body: { accountType: string; expiry?: string | null }, now: Date) {
  if (body.accountType === CARD_ACCOUNT_TYPE && body.expiry && isExpiryPast(body.expiry, now)) {
    throw new AppError('validation', { fields: [EXPIRY_PAST] });
  }
}

/** Runs `work` with the member's bank accounts locked; a member gone meanwhile is logged out. */
function withMemberLock<T>(deps: DbDeps, memberId: number, work: (trx: Trx) => Promise<T>) {
  return inTransaction(deps.db, async (trx) => {
    if (!(await lockMemberAccounts(trx, memberId))) throw new AppError('unauthorized');
    return work(trx);
  });
}

async function ownAccountOrNotFound(db: Db, memberId: number, id: number) {
  const row = await findOwnLiveAccount(db, memberId, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function listBankAccounts(deps: DbDeps, auth: MemberContext): Promise<BankAccount[]> {
  return (await listLiveAccounts(deps.db, auth.memberId)).map(toBankAccount);
}

/** One of the member's own accounts; another member's id answers notFound, like an unknown one. */
export async function getBankAccount(
  deps: DbDeps,
  auth: MemberContext,
  id: number,
): Promise<BankAccount> {
  return toBankAccount(await ownAccountOrNotFound(deps.db, auth.memberId, id));
}

/**
 * Inside a withdrawal's transaction: the account must still be live, and stays so until the
 * transaction ends (a concurrent delete waits, then sees the withdrawal and is refused).
 */
export async function holdBankAccountForWithdrawal(trx: Db, memberId: number, id: number) {
  if (!(await lockOwnLiveAccount(trx, memberId, id, 'share'))) throw new AppError('notFound');
}

/** For withdrawals: the member's own live account, or notFound. */
export async function getOwnBankAccount(
  deps: DbDeps,
  memberId: number,
  bankAccountId: number,
): Promise<BankAccountSummary> {
  return toBankAccountSummary(await ownAccountOrNotFound(deps.db, memberId, bankAccountId));
}

/**
 * Tells the member in the inbox and by mail that a payout account was added or changed; in the
 * change's transaction, so the notice and mail exist exactly when the change does.
 */
async function noticeOfAccount(
  deps: AppDeps,
  auth: MemberContext,
  kind: NoticeKind,
  account: BankAccount,
  locale: Locale,
  trx: Db,
) {
  const params = { bankName: account.bankName, account: account.maskedAccountNumber };
  await notifyMember(deps, auth, { kind, params }, locale, trx);
}

/**
 * The first account a member adds becomes their default. Where payouts may go is a
 * step-up action: the PIN confirms it, and the member is told.
 */
export async function addBankAccount(
  deps: AppDeps,
  auth: MemberContext,
  body: AddBankAccountBody,
  locale: Locale,
): Promise<BankAccount> {
  const now = deps.now();
  assertCardNotExpired(body, now);
  await verifyPin(deps, auth.memberId, body.pin);
  const sealed = {
    ...sealAccountNumber(deps, auth.memberId, body.accountNumber),
    ...sealIban(deps, auth.memberId, body.iban),
  };
  const row = await withMemberLock(deps, auth.memberId, async (trx) => {
    const count = await countLiveAccounts(trx, auth.memberId);
    if (count >= BANK_ACCOUNTS_MAX) {
      throw new AppError('bankAccountLimit', { params: { limit: BANK_ACCOUNTS_MAX } });
    }
    const inserted = await insertAccount(trx, {
      member_id: auth.memberId,
      bank_name: body.bankName,
      holder_name: body.holderName,
      account_type: body.accountType,
      ...sealed,
      swift_code: body.swiftCode || null,
      expiry: body.expiry || null,
      is_default: count === 0,
      created_at: now,
      updated_at: now,
    });
    await noticeOfAccount(deps, auth, 'bankAccountAdded', toBankAccount(inserted), locale, trx);
    return inserted;
  });
  return toBankAccount(row);
}

/**
 * Replaces the fields sent, confirmed by the PIN (step-up), and tells the member. The account number and IBAN are never shown in full, so
 * leaving them out keeps the stored ones; '' or null clears the IBAN or SWIFT code.
 */
export async function updateBankAccount(
  deps: AppDeps,
  auth: MemberContext,
  id: number,
  body: UpdateBankAccountBody,
  locale: Locale,
): Promise<BankAccount> {
  const now = deps.now();
  assertCardNotExpired(body, now);
  await ownAccountOrNotFound(deps.db, auth.memberId, id);
  await verifyPin(deps, auth.memberId, body.pin);
  const row = await withMemberLock(deps, auth.memberId, async (trx) => {
    const existing = await ownAccountOrNotFound(trx, auth.memberId, id);
    const becomesCard =
      body.accountType === CARD_ACCOUNT_TYPE && existing.account_type !== CARD_ACCOUNT_TYPE;
    if (becomesCard && body.accountNumber === undefined) {
      const fields = [{ path: 'body.accountNumber', key: 'validation.required' }];
      throw new AppError('validation', { fields });
    }
    const updated = await updateAccount(trx, auth.memberId, id, {
      bank_name: body.bankName,
      holder_name: body.holderName,
      account_type: body.accountType,
      expiry: body.expiry || null,
      ...(body.accountNumber === undefined
        ? {}
        : sealAccountNumber(deps, auth.memberId, body.accountNumber)),
      ...(body.iban === undefined ? {} : sealIban(deps, auth.memberId, body.iban)),
      ...(body.swiftCode === undefined ? {} : { swift_code: body.swiftCode || null }),
      updated_at: now,
    });
    if (updated) {
      await noticeOfAccount(deps, auth, 'bankAccountChanged', toBankAccount(updated), locale, trx);
    }
    return updated;
  });
  if (!row) throw new AppError('notFound');
  return toBankAccount(row);
}

/** Refused while a pending withdrawal pays out to it; a deleted default passes to the newest. */
export async function deleteBankAccount(
  deps: DbClockDeps,
  auth: MemberContext,
  id: number,
): Promise<BankAccountDeleted> {
  return withMemberLock(deps, auth.memberId, async (trx) => {
    const existing = await lockOwnLiveAccount(trx, auth.memberId, id, 'update');
    if (!existing) throw new AppError('notFound');
    // the wallet vetoes (AppError bankAccountInUse) while a pending withdrawal pays to it
    await publish(trx, 'bankAccountDeleting', { bankAccountId: id });
    const now = deps.now();
    await softDeleteAccount(trx, auth.memberId, id, now);
    const defaultId = existing.is_default
      ? await promoteNewestToDefault(trx, auth.memberId, now)
      : await findDefaultId(trx, auth.memberId);
    return { id, defaultId };
  });
}

/** Exactly one default per member; an expired card cannot become it. */
export async function setDefaultBankAccount(
  deps: DbClockDeps,
  auth: MemberContext,
  id: number,
): Promise<BankAccount> {
  const now = deps.now();
  const row = await withMemberLock(deps, auth.memberId, async (trx) => {
    const existing = await ownAccountOrNotFound(trx, auth.memberId, id);
    if (existing.expiry && isExpiryPast(existing.expiry, now)) {
      throw new AppError('setDefaultFailed', { fields: [{ ...EXPIRY_PAST, path: 'expiry' }] });
    }
    if (existing.is_default) return existing;
    await clearDefault(trx, auth.memberId, now);
    return updateAccount(trx, auth.memberId, id, { is_default: true, updated_at: now });
  });
  if (!row) throw new AppError('setDefaultFailed');
  return toBankAccount(row);
}

/** For operators paying a withdrawal out (never over HTTP): the clear number and IBAN. */
export async function bankAccountPayoutDetails(
  deps: Pick<AppDeps, 'db' | 'config'>,
  bankAccountId: number,
) {
  const row = await findLiveAccount(deps.db, bankAccountId);
  if (!row) throw new AppError('notFound');
  return { ...toBankAccountSummary(row), ...unsealAccount(deps, row), swiftCode: row.swift_code };
}
