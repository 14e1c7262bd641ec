import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { skusWithProduct } from './catalog-select.repository.js';

/** Pack choices of several pack products at once (the order's read). */
export function packChoicesOf(db: Db, packProductIds: number[]) {
  if (packProductIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pack_choice')
    .select(['pack_product_id', 'sku_id'])
    .where('pack_product_id', 'in', packProductIds)
    .execute();
}

/** Pack totals and retail prices the cart's SKU read does not carry. */
export function orderSkuExtras(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return skusWithProduct(db)
    .select(['s.id', 's.retail_price', 'p.pack_total_qty'])
    .where('s.id', 'in', skuIds)
    .execute();
}

/**
 * Locks the SKU rows in ascending id order (FOR UPDATE) and reads their stock: two checkouts
 * sharing SKUs queue on the first one they share and never wait on each other crosswise.
 */
export function lockSkuStock(trx: Trx, skuIds: number[]) {
  return trx
    .selectFrom('product_sku')
    .select(['id', 'stock'])
    .where('id', 'in', skuIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Moves stock by `sign` × qty for each SKU in one statement (rows already locked). */
export async function moveStock(trx: Trx, moves: { skuId: number; qty: number }[], sign: 1 | -1) {
  if (moves.length === 0) return;
  const values = sql.join(moves.map((m) => sql`(${m.skuId}::integer, ${m.qty * sign}::integer)`));
  await sql`
    update product_sku s set stock = s.stock + v.delta
    from (values ${values}) as v(id, delta)
    where s.id = v.id`.execute(trx);
}

/** A SKU of the company's catalogue by its code (codes are unique), its row locked. */
export function lockSkuByCode(trx: Trx, companyCode: string, code: string) {
  return skusWithProduct(trx)
    .select(['s.id', 's.stock'])
    .where('s.code', '=', code)
    .where('p.company_code', '=', companyCode)
    .forUpdate('s')
    .executeTakeFirst();
}
