import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder } from './order-test-kit.js';

/**
 * An e-wallet payment locks the order, looks for the key's payment and judges the order's
 * reservations in one statement, voids the order's pending attempts in the paid step's own
 * statement, and takes the company's account ids from the read before its transaction. Each
 * check those statements carry is made here on its own.
 */
let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'Locked', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 20 }])
  ).get('Locked')!;
});
afterAll(() => t.close());

const pay = (token: string, orderNo: string, key: string) =>
  call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', orderNo), {
    token,
    key,
    body: { method: 'ewallet', amount: '25.00', account: 'bonus', pin: TEST_PIN },
  });

const orderIdOf = async (orderNo: string) =>
  (
    await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).id;

const paymentsOf = (orderId: number) =>
  t.db
    .selectFrom('order_payment')
    .select(['method', 'status', 'failure', 'idempotency_key', 'journal_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

const attempt = (orderId: number, key: string, status: 'pending' | 'challenge' | 'failed') =>
  t.db
    .insertInto('order_payment')
    .values({
      order_id: orderId,
      method: status === 'failed' ? 'ewallet' : 'card',
      amount: 2500n,
      status,
      account: null,
      detail: null,
      provider_ref: null,
      idempotency_key: key,
      journal_id: null,
      failure: status === 'failed' ? 'insufficientBalance' : null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();

describe('an e-wallet payment’s locking read', () => {
  it('refuses an order whose reservation was released, taking nothing', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    await t.db
      .updateTable('stock_reservation')
      .set({ released_at: new Date() })
      .where('order_id', '=', orderId)
      .execute();
    const res = await pay(token, order.orderNo, 'locked-read-released');
    expect(res.json().data.error).toBe('orderNotPayable');
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(10_000n);
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('voids the order’s pending attempts once paid, and only those', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    await attempt(orderId, 'locked-read-card:card', 'pending');
    await attempt(orderId, 'locked-read-3ds:card', 'challenge');
    const res = await pay(token, order.orderNo, 'locked-read-paid');
    expect(res.json().data).toMatchObject({ paid: true, amountDue: '0.00' });
    const rows = await paymentsOf(orderId);
    expect(rows.map((r) => [r.idempotency_key, r.status, r.failure])).toEqual([
      ['locked-read-card:card', 'failed', 'superseded'],
      ['locked-read-3ds:card', 'failed', 'superseded'],
      ['locked-read-paid', 'succeeded', null],
    ]);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(7_500n);
  });

  it('makes the key’s earlier failed row the payment, not a second row', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const orderId = await orderIdOf(order.orderNo);
    await attempt(orderId, 'locked-read-again', 'failed');
    const res = await pay(token, order.orderNo, 'locked-read-again');
    expect(res.json().data).toMatchObject({ paid: true, amountDue: '0.00' });
    const rows = await paymentsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotency_key: 'locked-read-again', status: 'succeeded' });
    expect(rows[0]!.journal_id).not.toBeNull();
    // the journal posted to the company's own accounts, read before the transaction
    const postings = await t.db
      .selectFrom('posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select(['a.kind', 'a.company_code', 'a.member_id', 'p.amount'])
      .where('p.entry_id', '=', rows[0]!.journal_id!)
      .orderBy('p.amount')
      .execute();
    expect(postings).toEqual([
      { kind: 'bonus', company_code: 'US', member_id: member.id, amount: -2500n },
      { kind: 'sales', company_code: 'US', member_id: null, amount: 2500n },
    ]);
  });
});
