import type { Insertable, QueryCreator } from 'kysely';
import type { Database } from '../../db/schema.js';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { insertRows } from '../../db/insert-rows.js';
import { runWrites, type StatementWrite } from '../../db/statement-write.js';
import type { AnswerSlot } from '../ledger/index.js';
import type { NoticeInsert } from '../message/index.js';
import type {
  OrderEventTable,
  OrderLineTable,
  OrderPaymentTable,
  OrderRefundTable,
  ShopOrderTable,
  StockReservationTable,
} from './order.tables.js';

/** The buyer's row, locked: one member's orders are placed and paid one at a time. */
export function lockBuyer(trx: Db, memberId: number) {
  return trx
    .selectFrom('member')
    .select(['id', 'status', 'member_type', 'rank_code', 'sponsor_id'])
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * A step of the order: its row changed and its timeline row written in one statement (a data-
 * modifying CTE runs to completion whether or not the rest reads it).
 */
export async function updateOrderWithEvent(
  trx: Trx,
  orderId: number,
  changes: Partial<Insertable<ShopOrderTable>>,
  event: Insertable<OrderEventTable>,
  also: StepAlso = {},
) {
  await runWrites(trx, orderStepWrites(orderId, changes, event, also));
}

interface StepAlso {
  /** with a time: the order's pending attempts voided by the same statement */
  voidPendingAt?: Date;
  /** a notice of the step (the message centre's row) written by the same statement */
  notice?: NoticeInsert;
}

/**
 * A step's writes (the order's row, its voided attempts, its notice, its timeline row), each
 * a data-modifying query for another statement to carry as a CTE (the payment's journal):
 * none reads another's result, so they need no names.
 */
export function orderStepWrites(
  orderId: number,
  changes: Partial<Insertable<ShopOrderTable>>,
  event: Insertable<OrderEventTable>,
  { voidPendingAt, notice }: StepAlso = {},
): StatementWrite[] {
  const writes: StatementWrite[] = [
    (db) => db.updateTable('shop_order').set(changes).where('id', '=', orderId),
  ];
  if (voidPendingAt) writes.push((db) => voidPending(db, orderId, voidPendingAt));
  if (notice) writes.push((db) => notice(db));
  writes.push(() => insertRows('order_event', [event], { cte: true }));
  return writes;
}

/** The order's paid amount and time changed, as a write another statement carries. */
export const orderUpdateWrite =
  (orderId: number, changes: Partial<Insertable<ShopOrderTable>>): StatementWrite =>
  (db) =>
    db.updateTable('shop_order').set(changes).where('id', '=', orderId);

/** the company's next order number: its counter row made at 1, else counted up (and locked) */
const NEXT = {
  tail: 'on conflict ("company_code") do update set "last" = order_number.last + 1 returning "last"',
  cte: true,
};

type OwnRow<T> = Omit<Insertable<T>, 'order_id'>;

/**
 * The order with its number, lines, reservations and first timeline row in one statement
 * (CTEs that take the new order's id). The company's order-number row is the one thing every
 * saveOrder of the company queues on, and its lock is held to COMMIT: taking the number in the
 * order's own statement, the last write before the stored answer, holds it for that answer's
 * round trip and COMMIT only. The number is `prefix` + the counter, at least 6 digits.
 * With `answer`, the request's stored answer is written by this statement too (`tail`: the
 * answer's JSON after its first member, the order number), so the counter is held for COMMIT
 * alone; `answered` says whether it was stored (another request with the key stored first).
 */
export async function insertPlacedOrder(
  trx: Trx,
  order: Omit<Insertable<ShopOrderTable>, 'order_no'>,
  orderNoPrefix: string,
  lines: OwnRow<OrderLineTable>[],
  reservations: OwnRow<StockReservationTable>[],
  event: OwnRow<OrderEventTable>,
  answer?: { slot: AnswerSlot; tail: string },
): Promise<{ id: number; orderNo: string; answered: boolean }> {
  // the CTE bodies are insertRows' templates (the builder's text, made once per shape)
  const counter = [{ company_code: order.company_code, last: 1n }];
  let q = trx
    .with('n', () => insertRows<'order_number', { last: bigint }>('order_number', counter, NEXT))
    .with('o', () =>
      insertRows<'shop_order', { id: number; order_no: string }>(
        'shop_order',
        [
          {
            ...order,
            order_no: sql<string>`(select ${orderNoPrefix}::text || lpad(last::text, greatest(6, length(last::text)), '0') from n)`,
          },
        ],
        { tail: 'returning "id", "order_no"', cte: true },
      ),
    );
  const idOf = sql<number>`(select id from o)`;
  const ofOrder = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, order_id: idOf }));
  if (lines.length) {
    const l = ofOrder(lines);
    q = q.with('l', () => insertRows('order_line', l, { cte: true })) as unknown as typeof q;
  }
  if (reservations.length) {
    const r = ofOrder(reservations);
    q = q.with('r', () => insertRows('stock_reservation', r, { cte: true })) as unknown as typeof q;
  }
  if (answer) {
    const response = sql<string>`'{"orderNo":'::text || (select to_json(order_no)::text from o) || ${answer.tail}::text`;
    q = q.with('a', (db) => answer.slot.insert(db, response)) as unknown as typeof q;
  }
  const row = await q
    .with('e', () => insertRows('order_event', [{ ...event, order_id: idOf }], { cte: true }))
    .selectFrom('o')
    .select(['id', 'order_no'])
    .select((answer ? sql<boolean>`exists (select 1 from a)` : sql<boolean>`true`).as('answered'))
    .executeTakeFirstOrThrow();
  return { id: row.id, orderNo: row.order_no, answered: row.answered };
}

/** The order row locked for a change of status or a payment. */
export function lockOrderRow(trx: Trx, orderId: number) {
  return trx
    .selectFrom('shop_order')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateOrder(
  trx: Trx,
  orderId: number,
  changes: Partial<Insertable<ShopOrderTable>>,
) {
  await trx.updateTable('shop_order').set(changes).where('id', '=', orderId).execute();
}

/**
 * Marks the order's unreleased reservations released and answers exactly those: a second
 * release (the job running twice, a cancel racing the expiry) finds none and gives back nothing.
 */
export function releaseReservations(trx: Trx, orderId: number, at: Date) {
  return trx
    .updateTable('stock_reservation')
    .set({ released_at: at })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .returning(['product_sku_id', 'qty'])
    .execute();
}

/** The order's reservations, locked: payment checks they still hold its stock. */
export function lockReservations(trx: Trx, orderId: number) {
  return trx
    .selectFrom('stock_reservation')
    .select(['product_sku_id', 'qty', 'released_at'])
    .where('order_id', '=', orderId)
    .orderBy('product_sku_id')
    .forUpdate()
    .execute();
}

/** Unpaid orders whose time is up, oldest first, for the expiry job. */
export function findExpiredOrderIds(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('shop_order')
    .select('id')
    .where('status', 'in', [0, 5])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** The order owner's names for a notice. */
export function findOwner(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['login_name', 'email', 'sponsor_id'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function findPayment(trx: Trx, orderId: number, idempotencyKey: string) {
  return trx
    .selectFrom('order_payment')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** A payment by its provider reference (a webhook and the member's return racing). */
export async function findPaymentByRef(trx: Trx, method: string, providerRef: string) {
  return trx
    .selectFrom('order_payment')
    .selectAll()
    .where('method', '=', method as 'card')
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

export async function insertPayment(trx: Trx, row: Insertable<OrderPaymentTable>) {
  return trx.insertInto('order_payment').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updatePayment(
  trx: Trx,
  id: number,
  changes: Partial<Insertable<OrderPaymentTable>>,
) {
  await trx.updateTable('order_payment').set(changes).where('id', '=', id).execute();
}

export async function insertRefund(trx: Trx, row: Insertable<OrderRefundTable>) {
  await trx.insertInto('order_refund').values(row).execute();
}

/** Once an order is paid, its other pending attempts (a branch choice, a challenge) are void. */
export const voidPending = (db: QueryCreator<Database>, orderId: number, at: Date) =>
  db
    .updateTable('order_payment')
    .set({ status: 'failed', failure: 'superseded', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'challenge']);
