import { ORDER_STATUS, VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop, stockOf } from '../order/order-test-kit.js';
import { call } from '../wallet/factories.js';
import {
  eExchange,
  exchange,
  makePointsShop,
  memberWithPoints,
  pointsOf,
} from './points-shop-kit.js';

let t: TestApp;
let book: number;
let mug: number;

beforeAll(async () => {
  t = await createTestApp();
  // a retail e-book of 60.00 BV for 25.00: the month's rule is met and 60 points earned
  book = (await makeShop(t.db, [{ name: 'Book', kind: 'eproduct', price: 2500n, bv: 6000n }])).get(
    'Book',
  )!;
  mug = (await makePointsShop(t.db, [{ name: 'Mug', points: 20n }])).get('Mug')!;
});
afterAll(() => t.close());

/** A member with 60 points who exchanged two mugs (40 points): answers the order. */
async function exchanged() {
  const { member, token } = await memberWithPoints(t, book);
  const res = await exchange(t, token, eExchange([[mug, 2]]));
  expect(res.json().data).toMatchObject({ orderType: 70, totalPoints: 40, balanceAfter: 20 });
  return { member, token, orderNo: res.json().data.orderNo as string };
}

const refund = (orderNo: string, ...more: string[]) =>
  runOpsCommand(t, ['order:refund', orderNo, ...more, '--reason', 'returned']);

const orderOf = (orderNo: string) =>
  t.db
    .selectFrom('shop_order')
    .select(['status', 'refunded_amount'])
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();

const historyOf = async (token: string) =>
  (await call(t, 'GET', VACATION_PATHS.history, { token })).json().data.list as {
    kind: string;
    points: number;
    balance: number;
    orderNo: string | null;
  }[];

describe('refunding an exchange of the points shop', () => {
  it('gives the points back once, with a return entry and a notice', async () => {
    const { member, token, orderNo } = await exchanged();
    const stockAfterExchange = await stockOf(t.db, mug);
    const done = await refund(orderNo);
    expect(done.code).toBe(0);
    expect(done.out).toContain('its points were given back');
    expect(await pointsOf(t, token)).toBe(60);
    expect(await orderOf(orderNo)).toEqual({ status: ORDER_STATUS.refunded, refunded_amount: 0n });
    const history = await historyOf(token);
    expect(history.slice(0, 2)).toMatchObject([
      { kind: 'return', points: 40, balance: 60, orderNo },
      { kind: 'spend', points: -40, balance: 20, orderNo },
    ]);
    const inbox = await t.db
      .selectFrom('message')
      .select('title')
      .where('member_id', '=', member.id)
      .execute();
    expect(inbox.map((m) => m.title)).toContain(`Points of order ${orderNo} given back`);
    // stock: as a money refund, which gives none back (docs/orders.md)
    expect(await stockOf(t.db, mug)).toBe(stockAfterExchange);

    // a second refund is refused as for a money order with nothing left, and moves nothing
    const again = await refund(orderNo);
    expect(again.code).toBe(1);
    expect(again.out).toContain('A refund cannot exceed what was paid');
    expect(await pointsOf(t, token)).toBe(60);
    expect(await historyOf(token)).toHaveLength(history.length);
  });

  it('refuses a part (--amount): an order paid in points refunds whole only', async () => {
    const { token, orderNo } = await exchanged();
    const part = await refund(orderNo, '--amount', '1.00');
    expect(part.code).toBe(1);
    expect(await pointsOf(t, token)).toBe(20);
    expect((await orderOf(orderNo)).status).toBe(ORDER_STATUS.paid);
  });

  it('an exchange whose points came back already refuses the refund, which rolls back', async () => {
    const { token, orderNo } = await exchanged();
    const order = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('points_exchange')
      .set({ returned_at: new Date() })
      .where('order_id', '=', order.id)
      .execute();
    const refused = await refund(orderNo);
    expect(refused.code).toBe(1);
    expect(await pointsOf(t, token)).toBe(20);
    expect((await orderOf(orderNo)).status).toBe(ORDER_STATUS.paid);
  });

  it('a shipped exchange refunds the same way', async () => {
    const { token, orderNo } = await exchanged();
    expect((await runOpsCommand(t, ['order:ship', orderNo])).code).toBe(0);
    expect((await refund(orderNo)).code).toBe(0);
    expect(await pointsOf(t, token)).toBe(60);
  });
});
