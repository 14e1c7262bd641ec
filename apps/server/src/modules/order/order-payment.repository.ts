import { sql, type Expression } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import type { LockedAccountJson } from '../ledger/index.js';
import type { PaymentRow, PaymentView } from './order-view.js';

/**
 * A payment's locking read: the order locked with what its payment checks and lists (the new
 * payment row's statement is order-payment-listing.repository.ts).
 */

/**
 * `lockOrderRow`, `findPayment`'s id and status and `lockReservations`' verdict in one
 * statement, for a payment: the order's row locked first (the `o` CTE, which the reservations'
 * CTE reads its id from), then its reservations in SKU order, as the three statements did; the
 * order and the reservations are their latest rows (a lock waits, then reads the row as
 * committed). The payment is the key's row, if any (its whole row is read only then).
 * `accounts`: the ledger's lock of the accounts the payment posts to, taken last (after the
 * reservations, as the journal took it after them), answered as `accounts`.
 */
export async function lockOrderRowToPay(
  trx: Trx,
  orderId: number,
  idempotencyKey: string,
  accounts?: Expression<LockedAccountJson[]>,
) {
  const row = await trx
    .with('o', (db) =>
      db.selectFrom('shop_order').selectAll().where('id', '=', orderId).forUpdate(),
    )
    .with('r', (db) =>
      db
        .selectFrom('stock_reservation')
        .select(['released_at'])
        .where('order_id', '=', sql<number>`(select id from o)`)
        .orderBy('product_sku_id')
        .forUpdate(),
    )
    .selectFrom('o')
    .selectAll('o')
    .select((eb) => [
      eb
        .selectFrom('order_payment as p')
        .select('p.id')
        .whereRef('p.order_id', '=', 'o.id')
        .where('p.idempotency_key', '=', idempotencyKey)
        .as('seen_payment_id'),
      sql<boolean>`exists (select 1 from r where r.released_at is not null)`.as(
        'reservation_released',
      ),
      // what the payment's answer lists of the order's payments, as locked (money as text)
      sql<PaymentJson[]>`(select coalesce(json_agg(json_build_object('id', p.id,
        'method', p.method, 'amount', p.amount::text, 'refunded', p.refunded::text,
        'status', p.status, 'detail', p.detail, 'created_at', p.created_at) order by p.id),
        '[]') from order_payment p where p.order_id = o.id)`.as('payments'),
      sql<LockedAccountJson[] | null>`${accounts ?? sql`null::json`}`.as('accounts'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    seen_payment_id: seenPaymentId,
    reservation_released: reservationReleased,
    payments,
    accounts: lockedAccounts,
    ...order
  } = row;
  return {
    order,
    seenPaymentId,
    reservationReleased,
    payments: payments.map(paymentOfJson),
    accounts: lockedAccounts ?? undefined,
  };
}

/** An order's payment as a statement's JSON gives it: the columns the payment's answer shows. */
interface PaymentJson {
  id: number;
  method: PaymentRow['method'];
  amount: string;
  refunded: string;
  status: PaymentRow['status'];
  detail: string | null;
  created_at: string;
}

const paymentOfJson = (p: PaymentJson): PaymentView => ({
  ...p,
  amount: BigInt(p.amount),
  refunded: BigInt(p.refunded),
  created_at: new Date(p.created_at),
});
