import type { Db } from '../../db/client.js';
import { PAID_ORDER_STATUSES, type OrderListQuery } from '@portal/contract';
import { sql, type Expression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';

/** One of the member's orders by number; another member's answers as one that does not exist. */
export function findOwnOrder(db: Db, memberId: number, orderNo: string) {
  return db
    .selectFrom('shop_order')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * `findOwnOrder` with what an e-wallet payment reads before its transaction, embedded from
 * other modules' faces (the key's stored answer, the payer's PIN row): one round trip, not
 * four (the answer's look-up, and BEGIN, the PIN row, COMMIT of a PIN judged under lock).
 */
export function findOwnOrderWith<A, P, C>(
  db: Db,
  memberId: number,
  orderNo: string,
  embeds: {
    answer: Expression<A>;
    pin: Expression<P>;
    /** rows that may read the order's columns (`shop_order.company_code`) */
    company: Expression<C>;
  },
) {
  return db
    .selectFrom('shop_order')
    .selectAll('shop_order')
    .select([
      jsonObjectFrom(embeds.answer).as('seen_answer'),
      jsonObjectFrom(embeds.pin).as('seen_pin'),
      jsonArrayFrom(embeds.company).as('seen_company'),
    ])
    .where('order_no', '=', orderNo)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** An order by number, whoever owns it (operator commands, the payment provider's callback). */
export function findOrderByNo(db: Db, orderNo: string) {
  return db.selectFrom('shop_order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export function linesOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

export function paymentsOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function eventsOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_event')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Days are UTC+8 business days (the portal's clock): [from 00:00, to+1 00:00). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** A page of the member's orders; status 10 matches every still-paid status (docs/orders.md). */
export async function pageOwnOrders(db: Db, memberId: number, q: OrderListQuery) {
  let query = db.selectFrom('shop_order').where('member_id', '=', memberId);
  if (q.orderStatus_EQ === 10) query = query.where('status', 'in', [...PAID_ORDER_STATUSES]);
  else if (q.orderStatus_EQ !== undefined)
    query = query.where('status', '=', q.orderStatus_EQ as 0);
  if (q.orderType_EQ !== undefined) query = query.where('order_type', '=', q.orderType_EQ);
  if (q.platform) query = query.where('platform', '=', q.platform);
  if (q.dateFrom) query = query.where('created_at', '>=', dayStart(q.dateFrom));
  if (q.dateTo) {
    query = query.where('created_at', '<', new Date(dayStart(q.dateTo).getTime() + DAY_MS));
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('order_line')
          .select(sql<number>`count(*)::integer`.as('n'))
          .whereRef('order_line.order_id', '=', 'shop_order.id')
          .as('line_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    query.select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The member's paid first purchases (the spec's lookup: status 10, type 10), at most one. */
const paidFirstPurchase = (db: Db, memberId: number) =>
  db
    .selectFrom('shop_order')
    .select('id')
    .where('member_id', '=', memberId)
    .where('order_type', '=', 10)
    .where('status', 'in', [...PAID_ORDER_STATUSES])
    .limit(1);

/** Whether the member has a paid first purchase. */
export async function hasPaidFirstPurchase(db: Db, memberId: number): Promise<boolean> {
  return (await paidFirstPurchase(db, memberId).executeTakeFirst()) !== undefined;
}

/** The same look-up as an expression, for another statement to read (`exists`). */
export function paidFirstPurchaseExists(db: Db, memberId: number): Expression<boolean> {
  return sql<boolean>`exists (${paidFirstPurchase(db, memberId)})`;
}

/** Paid main-platform orders of the last `days` before `at` (PBV), net of refunds. */
export function paidMainOrdersSince(db: Db, memberId: number, since: Date) {
  return db
    .selectFrom('shop_order')
    .select(['paid_at', sql<bigint>`bv - refunded_bv`.as('net_bv')])
    .where('member_id', '=', memberId)
    .where('platform', '=', 'bzz')
    .where('paid_at', 'is not', null)
    .where('paid_at', '>', since)
    .execute();
}

/** Cumulative package BV: paid first-purchase and upgrade orders, net of refunds. */
export async function packageBv(db: Db, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('shop_order')
    .select(sql<bigint>`coalesce(sum(bv - refunded_bv), 0)::bigint`.as('bv'))
    .where('member_id', '=', memberId)
    .where('order_type', 'in', [10, 20])
    .where('paid_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.bv;
}

export function distributionCentres(db: Db, companyCode: string) {
  return db
    .selectFrom('distribution_centre')
    .select(['id', 'name'])
    .where('company_code', '=', companyCode)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

/** Operators' queue: the latest orders, optionally of one status, with the buyer's login. */
export function listOrdersForOps(db: Db, status: number | undefined, limit: number) {
  let query = db
    .selectFrom('shop_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .select([
      'o.order_no',
      'o.status',
      'o.order_type',
      'o.company_code',
      'o.total',
      'o.paid_amount',
      'o.currency',
      'o.minor_unit',
      'o.delivery_mode',
      'o.created_at',
      'm.login_name',
    ]);
  if (status !== undefined) query = query.where('o.status', '=', status as 0);
  return query.orderBy('o.id', 'desc').limit(limit).execute();
}

/**
 * Of `urls`, those an order line shows. No index serves it: the sweep asks only about pictures
 * no product shows any more (a few a day), so this is one scan of the lines per sweep page.
 */
export async function orderLinePictureUrlsIn(db: Db, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom('order_line')
    .select('image_url')
    .distinct()
    .where('image_url', 'in', urls)
    .execute();
  return rows.map((row) => row.image_url!);
}
