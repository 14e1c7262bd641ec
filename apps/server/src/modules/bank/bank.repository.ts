import type { Db } from '../../db/client.js';
import { memberOwnedRows } from '../../db/member-owned-rows.js';

const accounts = memberOwnedRows('bank_account');

/**
 * Serialises one member's bank-account changes (first account becomes default, one
 * default at a time): the member row is locked for the rest of the transaction.
 */
export const lockMemberAccounts = accounts.lockMember;

/** The member's live accounts, the default first, then the newest. */
export const listLiveAccounts = accounts.listLive;
export type BankAccountRow = Awaited<ReturnType<typeof listLiveAccounts>>[number];

/** A live account of this member; another member's or a deleted one is undefined. */
export function findOwnLiveAccount(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('bank_account')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A live account of this member, its row locked until the transaction ends: `update` to
 * delete it, `share` while a withdrawal is bound to it. The two wait for each other, so a
 * delete never misses a withdrawal being applied to the same account at that moment.
 */
export function lockOwnLiveAccount(db: Db, memberId: number, id: number, mode: 'update' | 'share') {
  const query = db
    .selectFrom('bank_account')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null);
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

export const countLiveAccounts = accounts.countLive;
export const insertAccount = accounts.insert;
export const updateAccount = accounts.updateOwnLive;
export const softDeleteAccount = accounts.softDelete;
export const { clearDefault, promoteNewestToDefault, findDefaultId } = accounts;

/** Any live account by id, for operators paying a withdrawal out. */
export function findLiveAccount(db: Db, id: number) {
  return db
    .selectFrom('bank_account')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
