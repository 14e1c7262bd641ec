import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  balanceOf,
  call,
  fund,
  TEST_PIN,
  totalOfAllAccounts,
  walletMember,
} from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder, stockOf } from './order-test-kit.js';

let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 20 }])
  ).get('E-book')!;
});
afterAll(() => t.close());

const path = (p: string, orderNo: string) => p.replace(':orderNo', orderNo);
const pay = (token: string, orderNo: string, body: object, key?: string) =>
  call(t, 'POST', path(ORDER_PATHS.pay, orderNo), { token, body, key });
const ewallet = (amount: string, pin = TEST_PIN) => ({
  method: 'ewallet',
  amount,
  account: 'bonus',
  pin,
});

const ops = opsRunner(() => t);

describe('payOrder by e-wallet', () => {
  it('refuses a wrong PIN, then pays with the right one under the same key: one journal', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook], 2));
    expect(order.total).toBe('50.00');
    const wrong = await pay(token, order.orderNo, ewallet('50.00', '000000'), 'payment-key-0001');
    expect(wrong.json().data.error).toBe('pinIncorrect');
    const right = await pay(token, order.orderNo, ewallet('50.00'), 'payment-key-0001');
    expect(right.json().data).toMatchObject({ status: 10, paid: true, amountDue: '0.00' });
    const again = await pay(token, order.orderNo, ewallet('50.00'), 'payment-key-0001');
    expect(again.json().data.status).toBe(10);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(5_000n);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    const journals = await t.db
      .selectFrom('journal_entry')
      .select('id')
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', order.orderNo)
      .execute();
    expect(journals).toHaveLength(1);
    const inbox = await t.db
      .selectFrom('message')
      .select('title')
      .where('member_id', '=', member.id)
      .execute();
    expect(inbox.map((m) => m.title)).toContain(`Your order ${order.orderNo} is paid`);
    const later = await pay(token, order.orderNo, ewallet('50.00'), 'payment-key-0002');
    expect(later.json().data.error).toBe('orderNotPayable');
  });

  it('refuses an amount other than the amount due, and an empty wallet', async () => {
    const { token } = await walletMember(t);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const less = await pay(token, order.orderNo, ewallet('24.99'));
    expect(less.json().msg).toBe('Payment amount must equal the order amount');
    const broke = await pay(token, order.orderNo, ewallet('25.00'));
    expect(broke.json().data.error).toBe('insufficientBalance');
    const status = await call(t, 'GET', path(ORDER_PATHS.paymentStatus, order.orderNo), { token });
    expect(status.json().data).toMatchObject({ status: 0, paid: false, amountDue: '25.00' });
  });

  it("requires the sponsor's e-wallet password to pay from the e-product account", async () => {
    const sponsor = await walletMember(t);
    const { member, token } = await walletMember(t, { sponsor_id: sponsor.member.id });
    await fund(t.db, member, 'eproduct', 10_000n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const body = { ...ewallet('25.00'), account: 'eproduct' };
    const missing = await pay(token, order.orderNo, body);
    expect(missing.statusCode).toBe(400);
    const wrong = await pay(token, order.orderNo, { ...body, sponsorPassword: '999999' });
    expect(wrong.json().data.error).toBe('sponsorPasswordIncorrect');
    const right = await pay(token, order.orderNo, { ...body, sponsorPassword: TEST_PIN });
    expect(right.json().data.paid).toBe(true);
    expect(await balanceOf(t.db, member.id, 'eproduct')).toBe(7_500n);
  });

  it("answers another member's order as one that does not exist; the owner pays by card", async () => {
    const owner = await walletMember(t);
    const order = await placeOrder(t, owner.token, eOrder([ebook]));
    const intruder = await walletMember(t);
    const res = await pay(intruder.token, order.orderNo, ewallet('25.00'));
    expect(res.json().data.error).toBe('orderNotFound');
    const card = await pay(owner.token, order.orderNo, {
      method: 'card',
      amount: '25.00',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Ann' },
    });
    // payment: card payments are taken now (test/payment/order-payment.test.ts)
    expect(card.json().data).toMatchObject({ paid: true, amountDue: '0.00' });
  });
});

describe('pay in branch, then the operator steps', () => {
  it('waits for the office, which confirms; then ship, deliver, refund back to where it came from', async () => {
    const { member, token } = await walletMember(t);
    const order = await placeOrder(t, token, eOrder([ebook]));
    const chosen = await pay(token, order.orderNo, { method: 'branch', amount: '25.00' });
    expect(chosen.json().data).toMatchObject({ status: 5, paid: false });
    const waiting = await ops('order:list', '--status', '5');
    expect(waiting.lines.some((l) => l.startsWith(order.orderNo))).toBe(true);
    expect((await ops('order:list', '--status', '7')).code).toBe(2);
    expect((await ops('order:confirm-branch', order.orderNo)).code).toBe(0);
    expect((await ops('order:deliver', order.orderNo)).lines[0]).toMatch(/^refused/);
    expect((await ops('order:ship', order.orderNo)).code).toBe(0);
    expect((await ops('order:deliver', order.orderNo)).code).toBe(0);
    const part = await ops(
      'order:refund',
      order.orderNo,
      '--amount',
      '10.00',
      '--reason',
      'damaged',
    );
    expect(part.lines).toContain('refunded so far: 10.00 USD');
    expect((await ops('order:refund', order.orderNo, '--reason', 'returned')).code).toBe(0);
    const detail = await call(t, 'GET', path(ORDER_PATHS.detail, order.orderNo), { token });
    expect(detail.json().data.status).toBe(50);
    expect(detail.json().data.timeline.map((e: { toStatus: number }) => e.toStatus)).toEqual([
      0, 5, 10, 20, 30, 40, 50,
    ]);
    const refunds = await t.db.selectFrom('order_refund').select(['amount', 'bv']).execute();
    expect(
      refunds.filter((r) => r.amount === 1000n || r.amount === 1500n).map((r) => r.bv),
    ).toEqual([2000n, 3000n]);
    expect(await totalOfAllAccounts(t.db)).toBe(0n);
    void member;
  });

  it('lets the member pay by e-wallet after choosing the branch; the branch attempt is void', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 2_500n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    await pay(token, order.orderNo, { method: 'branch', amount: '25.00' });
    const paid = await pay(token, order.orderNo, ewallet('25.00'));
    expect(paid.json().data.payments.map((p: { status: string }) => p.status)).toEqual([
      'failed',
      'succeeded',
    ]);
    // the payments listed by the payment's own insert are what a read afterwards gives
    const status = await call(t, 'GET', path(ORDER_PATHS.paymentStatus, order.orderNo), { token });
    expect(paid.json().data).toEqual(status.json().data);
    expect((await ops('order:confirm-branch', order.orderNo)).code).toBe(1);
  });

  it('refunds an e-wallet payment to the e-wallet', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 2_500n);
    const order = await placeOrder(t, token, eOrder([ebook]));
    await pay(token, order.orderNo, ewallet('25.00'));
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(0n);
    expect((await ops('order:refund', order.orderNo, '--reason', 'goodwill')).code).toBe(0);
    expect(await balanceOf(t.db, member.id, 'bonus')).toBe(2_500n);
  });
});

describe('cancel, list and the first-purchase lookup', () => {
  it('cancels an unpaid order and gives its stock back once; a paid one cannot be cancelled', async () => {
    const { member, token } = await walletMember(t);
    const before = await stockOf(t.db, ebook);
    const order = await placeOrder(t, token, eOrder([ebook], 3));
    expect(await stockOf(t.db, ebook)).toBe(before - 3);
    const cancelPath = path(ORDER_PATHS.cancel, order.orderNo);
    const res = await call(t, 'POST', cancelPath, { token, key: null });
    expect(res.json().data).toMatchObject({ status: 90, canPay: false });
    const twice = await call(t, 'POST', cancelPath, { token, key: null });
    expect(twice.json().data.error).toBe('orderNotCancellable');
    expect(await stockOf(t.db, ebook)).toBe(before);
    await fund(t.db, member, 'bonus', 2_500n);
    const paid = await placeOrder(t, token, eOrder([ebook], 1, 10));
    await pay(token, paid.orderNo, ewallet('25.00'));
    const refused = await call(t, 'POST', path(ORDER_PATHS.cancel, paid.orderNo), {
      token,
      key: null,
    });
    expect(refused.json().data.error).toBe('orderNotCancellable');
  });

  it('lists own orders with filters; status 10 + type 10 is the first purchase, and a second is refused', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 5_000n);
    const first = await placeOrder(t, token, eOrder([ebook], 1, 10));
    await placeOrder(t, token, eOrder([ebook], 1, 40));
    const lookup = { orderStatus_EQ: '10', orderType_EQ: '10' };
    const none = await call(t, 'GET', ORDER_PATHS.list, { token, query: lookup });
    expect(none.json().data.total).toBe(0);
    await pay(token, first.orderNo, ewallet('25.00'));
    expect((await ops('order:ship', first.orderNo)).code).toBe(0);
    const found = await call(t, 'GET', ORDER_PATHS.list, { token, query: lookup });
    expect(found.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      first.orderNo,
    ]);
    const all = await call(t, 'GET', ORDER_PATHS.list, { token, query: { pageSize: '1' } });
    expect(all.json().data).toMatchObject({ total: 2, pageSize: 1 });
    const again = await call(t, 'POST', ORDER_PATHS.save, { token, body: eOrder([ebook], 1, 10) });
    expect(again.json().data.error).toBe('firstPurchaseDone');
    const stranger = await walletMember(t);
    const theirs = await call(t, 'GET', ORDER_PATHS.list, { token: stranger.token, query: {} });
    expect(theirs.json().data.total).toBe(0);
  });
});
