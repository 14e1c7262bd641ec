import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { ORDER_SEARCH_COUNT_CAP } from '@portal/contract';
import './order.tables.js';

type Q = Db | Trx;

/** Days are UTC+8 business days: [day 00:00, next day 00:00). */
export const businessDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;
export const businessDayEnd = (day: string) => new Date(businessDayStart(day).getTime() + DAY_MS);

export interface OrderSearchFilter {
  orderNo?: string;
  login?: string;
  companies?: readonly string[];
  status?: number;
  orderType?: number;
  platform?: 'bzz' | 'wpm';
  from?: string;
  to?: string;
  minTotal?: bigint;
  maxTotal?: bigint;
  pageNum: number;
  pageSize: number;
}

/**
 * A page of orders of the operator's companies, newest first. Each filter has an index to
 * start from: the order number (unique), the login (member's lower(login_name), then
 * shop_order_member_idx), else the company's orders by time or by status and time (0059).
 */
export async function searchOrders(db: Db, f: OrderSearchFilter, cap = ORDER_SEARCH_COUNT_CAP) {
  if (f.companies && !f.companies.length) return { rows: [], total: 0, totalCapped: false };
  const query = filteredOrders(db, f);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .select([
        'o.order_no',
        'o.company_code',
        'o.member_id',
        'm.login_name',
        'o.order_type',
        'o.platform',
        'o.status',
        'o.currency',
        'o.minor_unit',
        'o.total',
        'o.bv',
        'o.delivery_mode',
        'o.created_at',
        'o.paid_at',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(f.pageSize)
      .offset((f.pageNum - 1) * f.pageSize)
      .execute(),
    countUpTo(db, query, cap),
  ]);
  return {
    rows,
    total: Math.min(count, cap),
    totalCapped: count > cap,
  };
}

/**
 * The matches counted up to `cap` + 1 (one more says there are more): the count reads at most
 * that many rows from the index the filter starts on, however broad the search.
 */
async function countUpTo(db: Db, query: SearchQuery, cap: number) {
  const limited = query.select(sql<number>`1`.as('one')).limit(cap + 1);
  const row = await db
    .selectFrom(limited.as('m'))
    .select(sql<number>`count(*)::integer`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The orders the filter keeps, each filter on a column an index starts from; the login through
 * the member's lower(login_name) index, so counting needs no join (every order has its member).
 */
function filteredOrders(db: Db, f: OrderSearchFilter) {
  let query = db.selectFrom('shop_order as o');
  if (f.orderNo) query = query.where('o.order_no', '=', f.orderNo);
  if (f.login) {
    const buyers = db
      .selectFrom('member')
      .select('id')
      .where(sql<string>`lower(login_name)`, '=', f.login.toLowerCase());
    query = query.where('o.member_id', 'in', buyers);
  }
  if (f.companies) query = query.where('o.company_code', 'in', [...f.companies]);
  if (f.status !== undefined) query = query.where('o.status', '=', f.status as 0);
  if (f.orderType !== undefined) query = query.where('o.order_type', '=', f.orderType);
  if (f.platform) query = query.where('o.platform', '=', f.platform);
  if (f.from) query = query.where('o.created_at', '>=', businessDayStart(f.from));
  if (f.to) query = query.where('o.created_at', '<', businessDayEnd(f.to));
  if (f.minTotal !== undefined) query = query.where('o.total', '>=', f.minTotal);
  if (f.maxTotal !== undefined) query = query.where('o.total', '<=', f.maxTotal);
  return query;
}
type SearchQuery = ReturnType<typeof filteredOrders>;

export type OrderSearchRow = Awaited<ReturnType<typeof searchOrders>>['rows'][number];

/** An order by number with its buyer's login name, whoever owns it (the caller checks the company). */
export function consoleOrderByNo(db: Q, orderNo: string) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .selectAll('o')
    .select('m.login_name')
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
}

export function notesOf(db: Q, orderId: number) {
  return db
    .selectFrom('order_note')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function refundsOf(db: Q, orderId: number) {
  return db
    .selectFrom('order_refund')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function insertNote(
  trx: Trx,
  row: { order_id: number; at: Date; operator: string; note: string },
) {
  await trx.insertInto('order_note').values(row).execute();
}

/**
 * One business day's paid orders of a company still to ship (status 10), with their lines: what
 * the pick list and the packing slips print. Read by shop_order_company_status_idx.
 */
export async function paidOrdersOfDay(db: Db, companyCode: string, day: string) {
  const orders = await db
    .selectFrom('shop_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .selectAll('o')
    .select('m.login_name')
    .where('o.company_code', '=', companyCode)
    .where('o.status', '=', 10)
    .where('o.paid_at', '>=', businessDayStart(day))
    .where('o.paid_at', '<', businessDayEnd(day))
    .orderBy('o.delivery_mode')
    .orderBy('o.delivery_place')
    .orderBy('o.id')
    .execute();
  if (!orders.length) return [];
  const lines = await db
    .selectFrom('order_line')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.order_id === o.id) }));
}

/** Companies with their currency, by code; every company when `codes` is undefined. */
export function companyCurrencies(db: Q, codes: readonly string[] | undefined) {
  let q = db.selectFrom('company').select(['code', 'currency', 'minor_unit']).orderBy('code');
  if (codes) q = q.where('code', 'in', codes.length ? [...codes] : ['']);
  return q.execute();
}
