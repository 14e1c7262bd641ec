import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';

/** One member's main-platform BV paid, less BV refunded, in [from, to] (hundredths). */
export async function findMemberMainBv(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
): Promise<bigint> {
  const paid = db
    .selectFrom('shop_order')
    .select('bv')
    .where('member_id', '=', memberId)
    .where('platform', '=', 'bzz')
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to);
  const refunded = db
    .selectFrom('order_refund as r')
    .innerJoin('shop_order as o', 'o.id', 'r.order_id')
    .select(sql<bigint>`-r.bv`.as('bv'))
    .where('o.member_id', '=', memberId)
    .where('o.platform', '=', 'bzz')
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<=', to);
  const row = await db
    .selectFrom(paid.unionAll(refunded).as('e'))
    .select(sql<string | null>`sum(e.bv)`.as('bv'))
    .executeTakeFirst();
  return BigInt(row?.bv ?? '0');
}
