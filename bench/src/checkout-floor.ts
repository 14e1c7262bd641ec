import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Runner } from './compare.js';
import type { CheckoutMember, CheckoutSku } from './checkout-fixture.js';
import { randomLines } from './checkout-fixture.js';
import { timed } from './wallet-direct.js';
import type { FloorDb } from './wallet-floor.js';

/**
 * The SQL floor of a checkout: saveOrder and the e-wallet payment as two PL/pgSQL functions,
 * one statement (one transaction) each, over the server's own pool. They take the locks the
 * flow takes in its order (the buyer's row; the SKU rows in id order; the company's order
 * number; then for the payment the PIN row, the order, its reservations and the member's
 * ledger account; the company's sales account is hot, appended to without a lock) and write what it writes (order, lines, reservations, timeline,
 * journal entry, postings, balances, payment row, status, both idempotency answers). Not done
 * here: the message-centre notice, session, validation, PIN HMAC, pricing reads, Kysely.
 * Created in the bench's own database only; never part of the portal's schema.
 */
const SAVE = `
create or replace function bench_save_order(
  p_scope text, p_key text, p_member integer, p_company text, p_currency text, p_minor smallint,
  p_skus integer[], p_qtys integer[], p_prices bigint[], p_bvs bigint[]
) returns json language plpgsql as $$
declare
  v_answer json; v_no bigint; v_order integer; v_total bigint := 0; v_bv bigint := 0;
  v_now timestamptz := now(); i integer;
begin
  select response into v_answer from idempotency_key where scope = p_scope and key = p_key;
  if found then return v_answer; end if;
  perform 1 from member where id = p_member and status = 10 for update;
  if not found then raise exception 'memberInactive'; end if;
  for i in 1 .. array_length(p_skus, 1) loop
    update product_sku set stock = stock - p_qtys[i] where id = p_skus[i] and stock >= p_qtys[i];
    if not found then raise exception 'orderStockInsufficient'; end if;
    v_total := v_total + p_prices[i] * p_qtys[i];
    v_bv := v_bv + p_bvs[i] * p_qtys[i];
  end loop;
  insert into order_number (company_code, last) values (p_company, 1)
    on conflict (company_code) do update set last = order_number.last + 1 returning last into v_no;
  insert into shop_order (order_no, company_code, member_id, platform, order_type, status,
      currency, minor_unit, subtotal, shipping, tax, total, bv, delivery_mode, locale,
      expires_at, created_at, updated_at)
    values ('B' || p_company || lpad(v_no::text, 9, '0'), p_company, p_member, 'bzz', 40, 0,
      p_currency, p_minor, v_total, 0, 0, v_total, v_bv, 'none', 'en',
      v_now + interval '30 minutes', v_now, v_now)
    returning id into v_order;
  insert into order_line (order_id, line_no, product_sku_id, product_id, kind, name, sku_label,
      unit_price, unit_bv, qty, line_amount, line_bv)
    select v_order, n, s.id, s.product_id, 'eproduct', s.code, s.label, p_prices[n], p_bvs[n],
      p_qtys[n], p_prices[n] * p_qtys[n], p_bvs[n] * p_qtys[n]
    from generate_subscripts(p_skus, 1) n join product_sku s on s.id = p_skus[n];
  insert into stock_reservation (order_id, product_sku_id, qty, created_at)
    select v_order, p_skus[n], p_qtys[n], v_now from generate_subscripts(p_skus, 1) n;
  insert into order_event (order_id, at, actor, actor_ref, to_status)
    values (v_order, v_now, 'member', 'member:' || p_member, 0);
  v_answer := json_build_object('orderId', v_order, 'total', v_total);
  insert into idempotency_key (scope, key, request_hash, outcome, response, created_at)
    values (p_scope, p_key, 'bench', 'ok', v_answer, v_now);
  return v_answer;
end $$`;

const PAY = `
create or replace function bench_pay_order(
  p_scope text, p_key text, p_member integer, p_order integer, p_amount bigint
) returns json language plpgsql as $$
declare
  v_answer json; v_order record; v_entry bigint; v_payment integer; v_now timestamptz := now();
  a record;
begin
  select response into v_answer from idempotency_key where scope = p_scope and key = p_key;
  if found then return v_answer; end if;
  perform 1 from member_security where member_id = p_member for update;
  select * into v_order from shop_order where id = p_order for update;
  if v_order.status <> 0 or v_order.total <> p_amount then raise exception 'orderNotPayable'; end if;
  perform 1 from stock_reservation where order_id = p_order and released_at is null for update;
  insert into journal_entry (company_code, type, ref_type, ref_id, memo, created_by, created_at)
    values (v_order.company_code, 'orderPayment', 'order', v_order.order_no, null,
      'member:' || p_member, v_now)
    returning id into v_entry;
  -- the company's sales account is hot (migration 0035): appended to, never locked; the
  -- member's row is locked by its update
  for a in
    select id, hot, case when member_id is not null then -p_amount else p_amount end as amount
    from ledger_account
    where (member_id = p_member and kind = 'bonus')
       or (member_id is null and company_code = v_order.company_code and kind = 'sales'
           and currency = v_order.currency)
    order by id
  loop
    if a.hot then
      insert into ledger_pending (account_id, amount) values (a.id, a.amount);
      insert into posting (entry_id, account_id, amount, balance_after, created_at)
        values (v_entry, a.id, a.amount, null, v_now);
    else
      with moved as (
        update ledger_account set balance = balance + a.amount where id = a.id returning balance
      )
      insert into posting (entry_id, account_id, amount, balance_after, created_at)
        select v_entry, a.id, a.amount, balance, v_now from moved;
    end if;
  end loop;
  insert into order_payment (order_id, method, amount, status, account, idempotency_key,
      journal_id, created_at, updated_at)
    values (p_order, 'ewallet', p_amount, 'succeeded', 'bonus', p_key, v_entry, v_now, v_now)
    returning id into v_payment;
  update shop_order set status = 10, paid_amount = p_amount, paid_at = v_now, expires_at = null,
      updated_at = v_now where id = p_order;
  insert into order_event (order_id, at, actor, actor_ref, from_status, to_status)
    values (p_order, v_now, 'member', 'member:' || p_member, 0, 10);
  v_answer := json_build_object('orderNo', v_order.order_no, 'status', 10);
  insert into idempotency_key (scope, key, request_hash, outcome, response, created_at)
    values (p_scope, p_key, 'bench', 'ok', v_answer, v_now);
  return v_answer;
end $$`;

const query = (sql: string, params: unknown[]) => CompiledQuery.raw(sql, params);

/** Order and payment of random lines as the two functions, by `connections` callers. */
export async function sqlFloorCheckouts(
  db: FloorDb,
  members: CheckoutMember[],
  skus: CheckoutSku[],
  company: { code: string; currency: string; minorUnit: number },
  connections: number,
): Promise<(pace?: number) => Runner> {
  await db.executeQuery(CompiledQuery.raw(SAVE));
  await db.executeQuery(CompiledQuery.raw(PAY));
  // at most `pace` orders a second when given: the floor at HTTP's rate
  return (pace) => (seconds) =>
    timed(
      connections,
      seconds,
      async () => {
        const member = members[Math.floor(Math.random() * members.length)]!;
        const lines = randomLines(skus);
        const scope = `member:${member.id}`;
        const saved = await db.executeQuery(
          query('select bench_save_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) as r', [
            scope,
            randomUUID(),
            member.id,
            company.code,
            company.currency,
            company.minorUnit,
            lines.map((l) => l.sku.id),
            lines.map((l) => l.qty),
            lines.map((l) => l.sku.price.toString()),
            lines.map((l) => l.sku.bv.toString()),
          ]),
        );
        const { orderId, total } = (saved.rows[0] as { r: { orderId: number; total: string } }).r;
        await db.executeQuery(
          query('select bench_pay_order($1, $2, $3, $4, $5) as r', [
            scope,
            randomUUID(),
            member.id,
            orderId,
            String(total),
          ]),
        );
      },
      pace,
    );
}
