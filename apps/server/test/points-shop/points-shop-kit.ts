import { ORDER_PATHS, POINTS_SHOP_PATHS } from '@portal/contract';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import type { TestApp } from '../helpers/test-app.js';
import { eOrder, makeShop, placeOrder } from '../order/order-test-kit.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';

/** A shop of one company with prices in points on some SKUs; answers each SKU id by name. */
export async function makePointsShop(
  db: Db,
  specs: { name: string; points?: bigint; stock?: number; kind?: 'normal' | 'eproduct' }[],
  company = 'US',
): Promise<Map<string, number>> {
  const ids = await makeShop(
    db,
    specs.map((s) => ({ name: s.name, kind: s.kind ?? 'eproduct', stock: s.stock ?? 100 })),
    { company },
  );
  for (const s of specs) {
    if (s.points === undefined) continue;
    await db
      .updateTable('product_sku')
      .set({ points_price: s.points })
      .where('id', '=', ids.get(s.name)!)
      .execute();
  }
  return ids;
}

/** Buys and pays (e-wallet) an order of `skuId`: its BV counts this month and earns points. */
export async function buyAndPay(t: TestApp, token: string, skuId: number, amount: string) {
  const order = await placeOrder(t, token, eOrder([skuId]));
  const paid = await call(t, 'POST', ORDER_PATHS.pay.replace(':orderNo', order.orderNo), {
    token,
    body: { method: 'ewallet', amount, account: 'bonus', pin: TEST_PIN },
  });
  expect(paid.statusCode).toBe(200);
  return order.orderNo;
}

/**
 * A member who bought `book` (priced 25.00) this month: its BV meets the month's rule and
 * earned them 1 point per whole BV.
 */
export async function memberWithPoints(t: TestApp, book: number) {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 10_000n);
  await buyAndPay(t, token, book, '25.00');
  return { member, token };
}

export const eExchange = (lines: [skuId: number, qty: number][]) => ({
  lines: lines.map(([productSkuId, qty]) => ({ productSkuId, qty })),
  delivery: { mode: 'none' },
});

export const exchange = (t: TestApp, token: string, body: object, key?: string | null) =>
  call(t, 'POST', POINTS_SHOP_PATHS.exchange, { token, body, key });

export const pointsOf = async (t: TestApp, token: string) =>
  (await call(t, 'GET', '/bo/vacation/points', { token })).json().data.balance as number;
