import { ORDER_PATHS } from '@portal/contract';
import { createCompany } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

/** A US shop of one e-product (25.00, 50 BV), and MY as the other company. */
export async function orderWorld(t: TestApp) {
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  const sku = (
    await makeShop(t.db, [{ name: 'Guide', kind: 'eproduct', price: 2500n, bv: 5000n, stock: 500 }])
  ).get('Guide')!;
  const buyer = await walletMember(t);
  await fund(t.db, buyer.member, 'bonus', 1_000_000n);
  const tokens = {
    fulfilment: (await operatorSession(t, ['fulfilment'])).token,
    finance: (await operatorSession(t, ['finance'])).token,
    support: (await operatorSession(t, ['support'])).token,
    content: (await operatorSession(t, ['content'])).token,
    fulfilmentMy: (await operatorSession(t, ['fulfilment'], { companies: ['MY'] })).token,
    financeMy: (await operatorSession(t, ['finance'], { companies: ['MY'] })).token,
  };
  return { sku, buyer, tokens };
}

export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** An order of `qty` guides placed by the buyer; paid from the e-wallet unless `paid` is false. */
export async function newOrder(t: TestApp, w: OrderWorld, qty = 2, paid = true) {
  const order = await placeOrder(t, w.buyer.token, eOrder([w.sku], qty));
  if (paid) {
    const res = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
      token: w.buyer.token,
      body: { method: 'ewallet', amount: order.total, account: 'bonus', pin: TEST_PIN },
    });
    if (res.json().code !== 0) throw new Error(res.body);
  }
  return order.orderNo;
}

export const get = (t: TestApp, token: string, path: string, query?: Record<string, string>) =>
  consoleCall(t, 'GET', path, { token, query });
export const post = (t: TestApp, token: string, path: string, body?: object) =>
  consoleCall(t, 'POST', path, { token, body });

export const auditsOf = (t: TestApp, orderNo: string) =>
  t.db
    .selectFrom('audit_entry')
    .select(['action', 'operator', 'reason', 'before', 'after'])
    .where('target', '=', `order:${orderNo}`)
    .orderBy('id')
    .execute();
