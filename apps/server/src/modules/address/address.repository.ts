import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { MemberAddressTable } from './address.tables.js';

/**
 * Serialises one member's address changes (first address becomes default, one default at a
 * time, the limit): the member row is locked for the rest of the transaction.
 */
export async function lockMemberAddresses(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's live addresses, the default first, then the newest. */
export function listLiveAddresses(db: Db, memberId: number) {
  return db
    .selectFrom('member_address')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type AddressRow = Awaited<ReturnType<typeof listLiveAddresses>>[number];

/** A live address of this member; another member's or a deleted one is undefined. */
export function findOwnLiveAddress(db: Db, memberId: number, id: number, lock = false) {
  const query = db
    .selectFrom('member_address')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function countLiveAddresses(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_address')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAddress(db: Db, values: Insertable<MemberAddressTable>) {
  return db.insertInto('member_address').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAddress(
  db: Db,
  memberId: number,
  id: number,
  values: Updateable<MemberAddressTable>,
) {
  return db
    .updateTable('member_address')
    .set(values)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Clears the member's default, so another address can take it under the unique index. */
export async function clearDefault(db: Db, memberId: number, now: Date) {
  await db
    .updateTable('member_address')
    .set({ is_default: false, updated_at: now })
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function softDeleteAddress(db: Db, memberId: number, id: number, now: Date) {
  await db
    .updateTable('member_address')
    .set({ deleted_at: now, is_default: false, updated_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .execute();
}

/** Makes the newest live address the default; its id, or null when none is left. */
export async function promoteNewestToDefault(db: Db, memberId: number, now: Date) {
  const newest = await db
    .selectFrom('member_address')
    .select('id')
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest) return null;
  await updateAddress(db, memberId, newest.id, { is_default: true, updated_at: now });
  return newest.id;
}

export async function findDefaultId(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_address')
    .select('id')
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}
