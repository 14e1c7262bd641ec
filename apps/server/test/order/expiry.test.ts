import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrders, orderExpiryJob } from '../../src/modules/order/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, placeOrder, stockOf } from './order-test-kit.js';

let t: TestApp;
let ebook: number;

beforeAll(async () => {
  t = await createTestApp();
  ebook = (
    await makeShop(t.db, [{ name: 'E-book', kind: 'eproduct', price: 1000n, stock: 10 }])
  ).get('E-book')!;
  // the company's own setting beats the 30-minute default
  await t.db
    .insertInto('sys_config')
    .values({ company_code: 'US', key: 'order.expiry.minutes', value: '5' })
    .execute();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe("unpaid orders expire after the company's minutes and give their stock back once", () => {
  it('releases once even when the job runs twice, at once and again', async () => {
    const { member, token } = await walletMember(t);
    const order = await placeOrder(t, token, eOrder([ebook], 4));
    expect(await stockOf(t.db, ebook)).toBe(6);
    t.clock.advance(4 * MINUTE);
    expect(await expireOrders(t.db, t.clock.now)).toBe(0);
    t.clock.advance(2 * MINUTE);
    const runs = await Promise.all([
      orderExpiryJob.handler(t.deps, {}),
      orderExpiryJob.handler(t.deps, {}),
    ]);
    expect(runs).toHaveLength(2);
    expect(await expireOrders(t.db, t.clock.now)).toBe(0);
    expect(await stockOf(t.db, ebook)).toBe(10);
    const detail = await call(t, 'GET', ORDER_PATHS.detail.replace(':orderNo', order.orderNo), {
      token,
    });
    expect(detail.json().data).toMatchObject({ status: 91, canPay: false, canCancel: false });
    await fund(t.db, member, 'bonus', 4_000n);
    const late = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
      token,
      body: { method: 'ewallet', amount: '40.00', account: 'bonus', pin: TEST_PIN },
    });
    expect(late.json().data.error).toBe('orderNotPayable');
  });

  it('is scheduled on the job queue every minute', () => {
    expect(orderExpiryJob.cron).toBe('* * * * *');
  });
});
