import type { Insertable } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import type { PointsExchangeTable } from './points-shop.tables.js';

/** Records the exchange beside the order it placed, in the exchange's transaction. */
export async function insertExchange(trx: Trx, row: Insertable<PointsExchangeTable>) {
  await trx.insertInto('points_exchange').values(row).execute();
}
