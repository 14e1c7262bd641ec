import { ORDER_PATHS, POINTS_SHOP_PATHS, VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addTestAddress, eOrder, makeShop, stockOf } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import {
  eExchange,
  exchange,
  makePointsShop,
  memberWithPoints,
  pointsOf,
} from './points-shop-kit.js';

let t: TestApp;
let book: number;
let shop: Map<string, number>;
let foreign: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  // a retail e-book of 60.00 BV for 25.00: the month's rule is met and 60 points earned
  book = (await makeShop(t.db, [{ name: 'Book', kind: 'eproduct', price: 2500n, bv: 6000n }])).get(
    'Book',
  )!;
  shop = await makePointsShop(t.db, [
    { name: 'Mug', points: 20n },
    { name: 'Scarce', points: 5n, stock: 1 },
    { name: 'Money only' },
    { name: 'Towel', points: 10n, kind: 'normal' },
  ]);
  foreign = await makePointsShop(t.db, [{ name: 'Maple', points: 10n }], 'CA');
});
afterAll(() => t.close());

const sku = (name: string) => shop.get(name)!;
const productIdOf = async (skuId: number) =>
  (
    await t.db
      .selectFrom('product_sku')
      .select('product_id')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow()
  ).product_id;
const errorOf = (res: { json(): { data: { error: string } } }) => res.json().data.error;

describe('points shop products', () => {
  it('lists only the company’s point-priced products, paged on the server', async () => {
    const { token } = await walletMember(t);
    const res = await call(t, 'GET', POINTS_SHOP_PATHS.products, {
      token,
      query: { pageSize: '48' },
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.list.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Mug', 'Scarce', 'Towel']));
    expect(names).not.toContain('Money only');
    expect(names).not.toContain('Maple');
    const mug = res.json().data.list.find((p: { name: string }) => p.name === 'Mug');
    expect(mug).toMatchObject({ skuId: sku('Mug'), pointsPrice: 20, stock: 100 });

    const page = await call(t, 'GET', POINTS_SHOP_PATHS.products, {
      token,
      query: { pageSize: '1', keyword: 'Mug' },
    });
    expect(page.json().data).toMatchObject({ total: 1, pageSize: 1, pageNum: 1 });
    const bad = await call(t, 'GET', POINTS_SHOP_PATHS.products, {
      token,
      query: { pageSize: '0' },
    });
    expect(bad.statusCode).toBe(400);
    const none = await call(t, 'GET', POINTS_SHOP_PATHS.products, { token: null });
    expect(none.statusCode).toBe(401);
  });

  it('shows one product; unpriced and other companies’ products are Invalid Product', async () => {
    const { token } = await walletMember(t);
    const path = async (name: string, ids = shop) =>
      POINTS_SHOP_PATHS.product.replace(':id', String(await productIdOf(ids.get(name)!)));
    const res = await call(t, 'GET', await path('Mug'), { token });
    expect(res.json().data).toMatchObject({
      name: 'Mug',
      pointsPrice: 20,
      skus: [{ id: sku('Mug'), pointsPrice: 20 }],
    });
    const unpriced = await call(t, 'GET', await path('Money only'), { token });
    expect([unpriced.statusCode, errorOf(unpriced)]).toEqual([404, 'invalidProduct']);
    const other = await call(t, 'GET', await path('Maple', foreign), { token });
    expect([other.statusCode, errorOf(other)]).toEqual([404, 'invalidProduct']);
    const bad = await call(t, 'GET', POINTS_SHOP_PATHS.product.replace(':id', 'x'), { token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('exchangePurchaseMinBv', () => {
  it('answers the rule, the member’s BV this month and whether it is met', async () => {
    const { token: fresh } = await walletMember(t);
    const none = await call(t, 'POST', POINTS_SHOP_PATHS.minBv, { token: fresh });
    expect(none.json().data).toMatchObject({ requiredBv: '50.00', monthBv: '0.00', met: false });
    expect(none.json().data.month).toMatch(/^\d{4}-\d{2}$/);
    const { token } = await memberWithPoints(t, book);
    const met = await call(t, 'POST', POINTS_SHOP_PATHS.minBv, { token });
    expect(met.json().data).toMatchObject({ monthBv: '60.00', met: true });
    expect((await call(t, 'POST', POINTS_SHOP_PATHS.minBv, { token: null })).statusCode).toBe(401);
  });
});

describe('beforeExchangePurchase', () => {
  const before = (token: string, body: object) =>
    call(t, 'POST', POINTS_SHOP_PATHS.beforeExchange, { token, body });

  it('prices the exchange in points against the balance', async () => {
    const { token } = await memberWithPoints(t, book);
    const res = await before(token, eExchange([[sku('Mug'), 2]]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      totalPoints: 40,
      balance: 60,
      balanceAfter: 20,
      lines: [{ productSkuId: sku('Mug'), qty: 2, pointsPrice: 20, linePoints: 40 }],
    });
  });

  it('refuses by the spec’s messages: BV rule, balance, stock, product', async () => {
    const { token: fresh } = await walletMember(t);
    const bv = await before(fresh, eExchange([[sku('Mug'), 1]]));
    expect([bv.statusCode, errorOf(bv)]).toEqual([422, 'productBvInsufficient']);
    expect(bv.json().msg).toMatch(/^Product BV insufficient/);

    const { token } = await memberWithPoints(t, book);
    const short = await before(token, eExchange([[sku('Mug'), 4]]));
    expect([short.statusCode, errorOf(short)]).toEqual([422, 'pointsBalanceInsufficient']);
    expect(short.json().msg).toMatch(/^Insufficient Balance/);
    const stock = await before(token, eExchange([[sku('Scarce'), 2]]));
    expect(errorOf(stock)).toBe('orderStockInsufficient');
    const unpriced = await before(token, eExchange([[sku('Money only'), 1]]));
    expect(errorOf(unpriced)).toBe('invalidProduct');
    const other = await before(token, eExchange([[foreign.get('Maple')!, 1]]));
    expect(errorOf(other)).toBe('invalidProduct');
    const ship = await before(token, eExchange([[sku('Towel'), 1]]));
    expect(errorOf(ship)).toBe('addressRequired');
  });

  it('answers 400 for a malformed body', async () => {
    const { token } = await walletMember(t);
    for (const body of [
      eExchange([]),
      eExchange([[sku('Mug'), 0]]),
      eExchange([
        [sku('Mug'), 1],
        [sku('Mug'), 1],
      ]),
      { lines: [{ productSkuId: sku('Mug'), qty: 1 }] },
    ]) {
      expect((await before(token, body)).statusCode).toBe(400);
    }
  });
});

describe('exchangePurchase', () => {
  it('places an order of type 70 paid in points, spends them with history, takes stock', async () => {
    const { member, token } = await memberWithPoints(t, book);
    const stock = await stockOf(t.db, sku('Mug'));
    const res = await exchange(t, token, eExchange([[sku('Mug'), 2]]));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ orderType: 70, status: 10, totalPoints: 40, balanceAfter: 20 });
    expect(await pointsOf(t, token)).toBe(20);
    expect(await stockOf(t.db, sku('Mug'))).toBe(stock - 2);

    const history = (await call(t, 'GET', VACATION_PATHS.history, { token })).json().data.list;
    expect(history[0]).toMatchObject({
      kind: 'spend',
      points: -40,
      balance: 20,
      orderType: 70,
      orderNo: data.orderNo,
    });
    const detail = await call(t, 'GET', ORDER_PATHS.detail.replace(':orderNo', data.orderNo), {
      token,
    });
    expect(detail.json().data).toMatchObject({
      orderType: 70,
      status: 10,
      total: '0.00',
      bv: '0.00',
    });
    const typed = await call(t, 'GET', ORDER_PATHS.list, {
      token,
      query: { orderType_EQ: '70' },
    });
    expect(typed.json().data.total).toBe(1);
    const rows = await t.db
      .selectFrom('points_exchange')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(rows.map((r) => r.points)).toEqual([40n]);
  });

  it('ships a normal product to an address of the member’s book', async () => {
    const { member, token } = await memberWithPoints(t, book);
    const addressId = await addTestAddress(t, member.id);
    const res = await exchange(t, token, {
      lines: [{ productSkuId: sku('Towel'), qty: 1 }],
      delivery: { mode: 'address', addressId },
    });
    expect(res.json().data).toMatchObject({ totalPoints: 10, balanceAfter: 50 });
    const { token: stranger } = await walletMember(t);
    const foreignAddress = await exchange(t, stranger, {
      lines: [{ productSkuId: sku('Towel'), qty: 1 }],
      delivery: { mode: 'address', addressId },
    });
    expect(errorOf(foreignAddress)).toBe('addressRequired');
  });

  it('a repeated key answers the first exchange and spends nothing more', async () => {
    const { member, token } = await memberWithPoints(t, book);
    const key = 'points-exchange-replay-1';
    const first = await exchange(t, token, eExchange([[sku('Mug'), 1]]), key);
    const again = await exchange(t, token, eExchange([[sku('Mug'), 1]]), key);
    expect(again.json().data).toEqual(first.json().data);
    expect(await pointsOf(t, token)).toBe(40);
    const orders = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .where('order_type', '=', 70)
      .execute();
    expect(orders).toHaveLength(1);
    const changed = await exchange(t, token, eExchange([[sku('Mug'), 2]]), key);
    expect([changed.statusCode, errorOf(changed)]).toEqual([409, 'idempotencyConflict']);
    const noKey = await exchange(t, token, eExchange([[sku('Mug'), 1]]), null);
    expect(noKey.statusCode).toBe(400);
  });

  it('the checkout cannot place a points exchange (order type 70)', async () => {
    const { token } = await memberWithPoints(t, book);
    const res = await call(t, 'POST', ORDER_PATHS.save, {
      token,
      body: { ...eOrder([sku('Mug')], 1, 70) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a refusal changes nothing: no order, no points, no stock', async () => {
    const { member, token } = await memberWithPoints(t, book);
    const stock = await stockOf(t.db, sku('Mug'));
    const short = await exchange(t, token, eExchange([[sku('Mug'), 4]]));
    expect(errorOf(short)).toBe('pointsBalanceInsufficient');
    const scarce = await exchange(t, token, eExchange([[sku('Scarce'), 2]]));
    expect(errorOf(scarce)).toBe('orderStockInsufficient');
    const other = await exchange(t, token, eExchange([[foreign.get('Maple')!, 1]]));
    expect(errorOf(other)).toBe('invalidProduct');
    const { token: fresh } = await walletMember(t);
    const bv = await exchange(t, fresh, eExchange([[sku('Mug'), 1]]));
    expect(errorOf(bv)).toBe('productBvInsufficient');
    expect(await pointsOf(t, token)).toBe(60);
    expect(await stockOf(t.db, sku('Mug'))).toBe(stock);
    const orders = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .where('order_type', '=', 70)
      .execute();
    expect(orders).toEqual([]);
  });
});
