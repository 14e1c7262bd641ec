import type { Insertable } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import type { PointsExchangeTable } from './points-shop.tables.js';

/** Records the exchange beside the order it placed, in the exchange's transaction. */
export async function insertExchange(trx: Trx, row: Insertable<PointsExchangeTable>) {
  await trx.insertInto('points_exchange').values(row).execute();
}

/**
 * Marks the exchange of the order as given back, in the refund's transaction; answers its
 * member and points, or nothing when the order is no exchange or its points came back already
 * (the row lock makes a second refund wait for the first and find it given back).
 */
export function markExchangeReturned(trx: Trx, orderId: number, at: Date) {
  return trx
    .updateTable('points_exchange')
    .set({ returned_at: at })
    .where('order_id', '=', orderId)
    .where('returned_at', 'is', null)
    .returning(['member_id', 'points'])
    .executeTakeFirst();
}
