import { sql, type Expression } from 'kysely';
import type { Insertable } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import type { AnswerSlot, LockedAccountJson } from '../ledger/index.js';
import type { OrderPaymentTable } from './order.tables.js';
import type { PaymentRow, PaymentView } from './order-view.js';

/**
 * A payment's own statements: the order locked with what its payment checks and lists, and
 * the new payment row with the order's payments (and the request's answer) in one statement.
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

/**
 * A new payment row and, in the same statement, all of the order's payments with it in id order
 * (what a read right after would give: the statement sees every earlier write of the
 * transaction, the new row comes from the insert's own RETURNING).
 */
export async function insertPaymentListing(
  trx: Trx,
  row: Insertable<OrderPaymentTable>,
  answer?: ListedAnswer,
) {
  let q = trx.with('ins', (db) => db.insertInto('order_payment').values(row).returningAll());
  if (answer) {
    q = q
      .with('same', () => sameListing(row.order_id, answer.expected))
      .with('a', (db) =>
        answer.slot.insert(
          db,
          sql<string>`replace(${answer.text}::text, ${answer.placeholder}::text,
            (select id::text from ins))`,
          sql<boolean>`(select ok from same)`,
        ),
      ) as unknown as typeof q;
  }
  // whether the listing was the expected one, and whether the answer was then stored
  const matched = answer ? sql<boolean>`(select ok from same)` : sql<boolean>`false`;
  const answered = answer ? sql<boolean>`exists (select 1 from a)` : sql<boolean>`false`;
  const rows = await q
    .selectFrom('order_payment')
    .selectAll()
    .select([sql<boolean>`false`.as('is_new'), matched.as('matched'), answered.as('answered')])
    .where('order_id', '=', row.order_id)
    .unionAll((db) =>
      db
        .selectFrom('ins')
        .selectAll()
        .select([sql<boolean>`true`.as('is_new'), matched.as('matched'), answered.as('answered')]),
    )
    .orderBy('id')
    .execute();
  const payments = rows.map(({ is_new: _, matched: _m, answered: _a, ...payment }) => payment);
  const index = rows.findIndex((r) => r.is_new);
  const { matched: listed, answered: stored } = rows[index]!;
  return { row: payments[index]!, payments, answer: { matched: listed, stored } };
}

/**
 * The payment's answer, stored by the payment row's insert (one round trip less): `text` is
 * its JSON with `placeholder` where the new row's id goes, made of the order's other payments
 * as the payer expects them (`expected`). It is stored only when the order's payments are
 * exactly those when this statement runs (another attempt could have been written since they
 * were read); else the caller stores the answer of the listing this statement gives.
 */
export interface ListedAnswer {
  slot: AnswerSlot;
  text: string;
  placeholder: string;
  expected: PaymentView[];
}

/** Whether the order's payments (the statement's snapshot: without its own new row) are `expected`. */
function sameListing(orderId: number, expected: PaymentView[]) {
  const json = JSON.stringify(
    expected.map((p) => ({
      ...p,
      amount: p.amount.toString(),
      refunded: p.refunded.toString(),
      created_at: p.created_at.toISOString(),
    })),
  );
  // parenthesized: a raw CTE body is written as it is
  return sql<{ ok: boolean }>`(with
    cur as (select id, method, amount, refunded, status, detail,
      date_trunc('milliseconds', created_at) as created_at
      from order_payment where order_id = ${orderId}),
    exp as (select * from json_to_recordset(${json}::json) as x(id integer, method text,
      amount bigint, refunded bigint, status text, detail text, created_at timestamptz))
    select not exists (select * from cur except select * from exp)
      and not exists (select * from exp except select * from cur) as ok)`;
}
