import type { CartList } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { lockMemberRow } from '../../db/member-row-lock.js';

/** Serialises one member's cart changes (line limit, repeat adds): locks the member row. */
export const lockMemberCart = lockMemberRow;

export function listLines(db: Db, memberId: number, lists: CartList[]) {
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('list', 'in', lists)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

export function findLineBySku(db: Db, memberId: number, list: CartList, skuId: number) {
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('list', '=', list)
    .where('product_sku_id', '=', skuId)
    .executeTakeFirst();
}

/** A line of this member; another member's is undefined, like a missing one. */
export function findOwnLine(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function countLines(db: Db, memberId: number, list: CartList): Promise<number> {
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts a line; a line of the same SKU already in the list wins (undefined is returned). */
export function insertLine(
  db: Db,
  values: {
    member_id: number;
    list: CartList;
    product_sku_id: number;
    order_type_code: number;
    qty: number;
    created_at: Date;
    updated_at: Date;
  },
) {
  return db
    .insertInto('cart_item')
    .values(values)
    .onConflict((oc) => oc.columns(['member_id', 'list', 'product_sku_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateQty(db: Db, memberId: number, id: number, qty: number, now: Date) {
  return db
    .updateTable('cart_item')
    .set({ qty, updated_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returningAll()
    .executeTakeFirst();
}

export async function countOwnLines(db: Db, memberId: number, ids: number[]): Promise<number> {
  const row = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteOwnLines(db: Db, memberId: number, ids: number[]) {
  const rows = await db
    .deleteFrom('cart_item')
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
