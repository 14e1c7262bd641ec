import { sql, type Expression, type Insertable } from 'kysely';
import { insertRows } from '../../db/insert-rows.js';
import type { Trx } from '../../db/transaction.js';
import type { AnswerSlot, NamedWrite } from '../ledger/index.js';
import type { OrderPaymentTable } from './order.tables.js';
import type { PaymentRow, PaymentView } from './order-view.js';
import { voidPending } from './order-write.repository.js';

/**
 * The payment's answer, stored by the new payment row's statement (one round trip less): `text`
 * is its JSON with `placeholder` where the new row's id goes, made of the order's other
 * payments as the payer expects them (`expected`). It is stored only when the order's payments
 * are exactly those when this statement runs (another attempt could have been written since
 * they were read); else the caller stores the answer of the listing this statement gives.
 */
export interface ListedAnswer {
  slot: AnswerSlot;
  text: string;
  placeholder: string;
  expected: PaymentView[];
}

// an order_payment row as the listing's JSON gives it (bigints as text, exact)
const COLUMNS = sql.raw(`id, order_id, method, amount::text as amount, refunded::text as refunded,
  status, account, detail, provider_ref, idempotency_key, journal_id::text as journal_id, failure,
  created_at, updated_at`);

interface PaymentRowJson extends Omit<
  PaymentRow,
  'amount' | 'refunded' | 'journal_id' | 'created_at' | 'updated_at'
> {
  amount: string;
  refunded: string;
  journal_id: string | null;
  created_at: string;
  updated_at: string;
}

const paymentRowOfJson = (p: PaymentRowJson): PaymentRow => ({
  ...p,
  amount: BigInt(p.amount),
  refunded: BigInt(p.refunded),
  journal_id: p.journal_id === null ? null : BigInt(p.journal_id),
  created_at: new Date(p.created_at),
  updated_at: new Date(p.updated_at),
});

/** A payment row to insert; its journal may be the carrying statement's new entry. */
type NewPaymentRow = Omit<Insertable<OrderPaymentTable>, 'journal_id'> & {
  journal_id: bigint | null | Expression<bigint>;
};

interface ListingJson {
  rows: PaymentRowJson[];
  new_id: number;
  matched: boolean;
  answered: boolean;
}

/**
 * A new payment row as named writes another statement carries (the payment's journal: `row`'s
 * journal_id may read its `entry`), with what that statement answers of them (`read`): all of
 * the order's payments with the new one in id order, as a read right after would give them,
 * and whether the answer was stored. `voidAt`: the paid step's voiding of the order's pending
 * attempts is one of these writes too, so the listing and the answer's check see it as a later
 * statement would (a statement does not see its own CTEs' changes: they are merged here).
 */
export function paymentListingWrites(
  row: NewPaymentRow,
  { answer, voidAt }: { answer?: ListedAnswer; voidAt?: Date } = {},
): { writes: NamedWrite[]; read: Expression<ListingJson> } {
  const writes: NamedWrite[] = [];
  if (voidAt) {
    writes.push({
      as: 'pay_void',
      write: (db) => voidPending(db, row.order_id, voidAt).returningAll(),
    });
  }
  // the order's payments before the new row: its rows as read, the voided ones as voided
  const before = voidAt
    ? sql`select ${COLUMNS} from order_payment where order_id = ${row.order_id}
        and id not in (select id from pay_void) union all select ${COLUMNS} from pay_void`
    : sql`select ${COLUMNS} from order_payment where order_id = ${row.order_id}`;
  writes.push({
    as: 'pay_ins',
    write: () => insertRows('order_payment', [row], { tail: 'returning *', cte: true }),
  });
  if (answer) {
    writes.push(
      { as: 'pay_same', write: () => sameListing(before, answer.expected) },
      {
        as: 'pay_answer',
        write: (db) =>
          answer.slot.insert(
            db,
            sql<string>`replace(${answer.text}::text, ${answer.placeholder}::text,
              (select id::text from pay_ins))`,
            sql<boolean>`(select ok from pay_same)`,
          ),
      },
    );
  }
  // whether the listing was the expected one, and whether the answer was then stored
  const matched = answer ? sql<boolean>`(select ok from pay_same)` : sql<boolean>`false`;
  const answered = answer ? sql<boolean>`exists (select 1 from pay_answer)` : sql<boolean>`false`;
  const read = sql<ListingJson>`json_build_object(
    'rows', (select coalesce(json_agg(x order by x.id), '[]') from
      (${before} union all select ${COLUMNS} from pay_ins) x),
    'new_id', (select id from pay_ins), 'matched', ${matched}, 'answered', ${answered})`;
  return { writes, read };
}

/** What `paymentListingWrites`' read answered: the new row, all the payments, the answer's fate. */
export function paymentListingOf(read: unknown) {
  const json = read as ListingJson;
  const payments = json.rows.map(paymentRowOfJson);
  const row = payments.find((p) => p.id === json.new_id)!;
  return { row, payments, answer: { matched: json.matched, stored: json.answered } };
}

/**
 * `paymentListingWrites` as a statement of its own: the new payment row and, in the same
 * statement, all of the order's payments with it in id order (and the request's answer).
 */
export async function insertPaymentListing(
  trx: Trx,
  row: NewPaymentRow,
  answer?: ListedAnswer,
  voidAt?: Date,
) {
  const { writes, read } = paymentListingWrites(row, { answer, voidAt });
  let q = trx.with(writes[0]!.as, writes[0]!.write as never);
  writes.slice(1).forEach((w) => {
    q = q.with(w.as, w.write as never) as unknown as typeof q;
  });
  const done = await q.selectNoFrom(sql<unknown>`${read}`.as('read')).executeTakeFirstOrThrow();
  return paymentListingOf(done.read);
}

/** Whether the order's payments `before` the new row (a query of the statement) are `expected`. */
function sameListing(before: Expression<unknown>, expected: PaymentView[]) {
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
    cur as (select id, method, amount::bigint as amount, refunded::bigint as refunded, status,
      detail, date_trunc('milliseconds', created_at) as created_at from (${before}) b),
    exp as (select * from json_to_recordset(${json}::json) as x(id integer, method text,
      amount bigint, refunded bigint, status text, detail text, created_at timestamptz))
    select not exists (select * from cur except select * from exp)
      and not exists (select * from exp except select * from cur) as ok)`;
}
