import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { BankAccountTable } from './bank.tables.js';

/**
 * Serialises one member's bank-account changes (first account becomes default, one
 * default at a time): the member row is locked for the rest of the transaction.
 */
export async function lockMemberAccounts(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export function listLiveAccounts(db: Db, memberId: number) {
  return db
    .selectFrom('bank_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
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

export async function countLiveAccounts(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('bank_account')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAccount(db: Db, values: Insertable<BankAccountTable>) {
  return db.insertInto('bank_account').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAccount(
  db: Db,
  memberId: number,
  id: number,
  values: Updateable<BankAccountTable>,
) {
  return db
    .updateTable('bank_account')
    .set(values)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function clearDefault(db: Db, memberId: number, now: Date) {
  await db
    .updateTable('bank_account')
    .set({ is_default: false, updated_at: now })
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function softDeleteAccount(db: Db, memberId: number, id: number, now: Date) {
  await db
    .updateTable('bank_account')
    .set({ deleted_at: now, is_default: false, updated_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .execute();
}

/** Makes the newest live account the default; its id, or null when none is left. */
export async function promoteNewestToDefault(db: Db, memberId: number, now: Date) {
  const newest = await db
    .selectFrom('bank_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest) return null;
  await updateAccount(db, memberId, newest.id, { is_default: true, updated_at: now });
  return newest.id;
}

export async function findDefaultId(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('bank_account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Any live account by id, for operators paying a withdrawal out. */
export function findLiveAccount(db: Db, id: number) {
  return db
    .selectFrom('bank_account')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
