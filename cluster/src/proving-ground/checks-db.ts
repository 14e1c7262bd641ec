import pg from 'pg';
import { acknowledged } from './acknowledged.js';
import { check, type Check } from './check.js';
import { COMPANY, LIMITED_STOCK, type Fixture } from './fixture.js';
import type { Sent } from './retrying.js';

async function one<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T> {
  return (await client.query(text, values)).rows[0] as T;
}

/**
 * What the database holds against what the members were told: every acknowledged order,
 * payment, transfer and withdrawal there exactly once (and nothing the load was not told of),
 * the limited SKU never oversold, money conserved, the cycle closed once.
 */
export async function databaseChecks(
  directUrl: string,
  records: Sent[],
  fixture: Fixture,
): Promise<Check[]> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    return [
      await ordersOnce(client, records),
      await paymentsOnce(client, records),
      await transfersOnce(client, records),
      await withdrawalsOnce(client, records),
      await limitedStock(client, fixture),
      await moneyConserved(client),
      await cycleClosedOnce(client, fixture),
    ];
  } finally {
    await client.end();
  }
}

async function ordersOnce(client: pg.Client, records: Sent[]) {
  const { data } = acknowledged(records, ['order', 'order-limited']);
  const numbers = data.map((d) => String(d.orderNo));
  const found = await one<{ n: number }>(
    client,
    'select count(*)::int as n from shop_order where order_no = any($1)',
    [numbers],
  );
  const total = await one<{ n: number }>(client, 'select count(*)::int as n from shop_order');
  const pass = found.n === numbers.length && total.n === numbers.length;
  return check(
    'acknowledged orders stored exactly once',
    pass,
    `${numbers.length} acknowledged, ${found.n} of them found, ${total.n} orders in all`,
  );
}

async function paymentsOnce(client: pg.Client, records: Sent[]) {
  const { sent } = acknowledged(records, ['pay']);
  const keys = sent.map((s) => s.call.idempotencyKey!);
  const found = await one<{ n: number }>(
    client,
    `select count(*)::int as n from order_payment
      where idempotency_key = any($1) and status = 'succeeded'`,
    [keys],
  );
  const total = await one<{ n: number }>(
    client,
    "select count(*)::int as n from order_payment where status = 'succeeded'",
  );
  const overpaid = await one<{ n: number }>(
    client,
    'select count(*)::int as n from shop_order where paid_amount > total',
  );
  const pass = found.n === keys.length && total.n === keys.length && overpaid.n === 0;
  return check(
    'acknowledged payments taken exactly once',
    pass,
    `${keys.length} acknowledged, ${found.n} found, ${total.n} succeeded in all, ${overpaid.n} orders paid above total`,
  );
}

async function transfersOnce(client: pg.Client, records: Sent[]) {
  const ids = acknowledged(records, ['transfer']).data.map((d) => String(d.transferId));
  const found = await one<{ n: number }>(
    client,
    'select count(*)::int as n from wallet_transfer where id = any($1::bigint[])',
    [ids],
  );
  const total = await one<{ n: number }>(client, 'select count(*)::int as n from wallet_transfer');
  return check(
    'acknowledged transfers posted exactly once',
    found.n === ids.length && total.n === ids.length,
    `${ids.length} acknowledged, ${found.n} found, ${total.n} transfers in all`,
  );
}

async function withdrawalsOnce(client: pg.Client, records: Sent[]) {
  const ids = acknowledged(records, ['withdraw']).data.map((d) => Number(d.id));
  const found = await one<{ n: number }>(
    client,
    'select count(*)::int as n from wallet_withdrawal where id = any($1::int[])',
    [ids],
  );
  const total = await one<{ n: number }>(
    client,
    'select count(*)::int as n from wallet_withdrawal',
  );
  return check(
    'acknowledged withdrawals applied exactly once',
    found.n === ids.length && total.n === ids.length,
    `${ids.length} acknowledged, ${found.n} found, ${total.n} withdrawals in all`,
  );
}

/** Units in orders that still hold them (not cancelled) plus what is left is what was stocked. */
async function limitedStock(client: pg.Client, fixture: Fixture) {
  const row = await one<{ stock: number; sold: number }>(
    client,
    `select s.stock,
       (select coalesce(sum(l.qty), 0)::int from order_line l join shop_order o on o.id = l.order_id
         where l.product_sku_id = s.id and o.status <> $2) as sold
       from product_sku s where s.id = $1`,
    [fixture.limitedSkuId, CANCELLED],
  );
  const pass =
    row.stock >= 0 && row.sold <= LIMITED_STOCK && row.stock + row.sold === LIMITED_STOCK;
  return check(
    'limited SKU never oversold',
    pass,
    `stocked ${LIMITED_STOCK}, in orders ${row.sold}, left ${row.stock}`,
  );
}

/** order status 90: cancelled (docs/orders.md) */
const CANCELLED = 90;

/** Money is only ever moved: every currency's accounts (hot ones with pending rows) sum to 0. */
async function moneyConserved(client: pg.Client) {
  const rows = (
    await client.query<{ currency: string; total: string }>(
      `select a.currency, (sum(a.balance) + coalesce(sum(p.pending), 0))::text as total
         from ledger_account a
         left join (select account_id, sum(amount) as pending from ledger_pending group by 1) p
           on p.account_id = a.id
        group by a.currency order by 1`,
    )
  ).rows;
  return check(
    'money conserved per currency',
    rows.length > 0 && rows.every((r) => r.total === '0'),
    rows.map((r) => `${r.currency} ${r.total}`).join(', '),
  );
}

async function cycleClosedOnce(client: pg.Client, fixture: Fixture) {
  const cycle = await one<{ state: string; journal_id: string | null } | undefined>(
    client,
    'select state, journal_id::text from bonus_cycle where company_code = $1 and cycle = $2',
    [COMPANY, fixture.closedCycle],
  );
  const journals = await one<{ n: number }>(
    client,
    `select count(*)::int as n from journal_entry
      where company_code = $1 and type = 'bonusClose' and ref_id = $2`,
    [COMPANY, fixture.closedCycle],
  );
  const pass = cycle?.state === 'closed' && cycle.journal_id !== null && journals.n === 1;
  return check(
    `bonus cycle ${fixture.closedCycle} closed exactly once`,
    pass,
    `state ${cycle?.state ?? 'none'}, ${journals.n} bonus journal(s)`,
  );
}
