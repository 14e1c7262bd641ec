import { randomUUID } from 'node:crypto';
import { VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call } from '../wallet/factories.js';
import {
  eExchange,
  exchange,
  makePointsShop,
  memberWithPoints,
  pointsOf,
} from './points-shop-kit.js';

/**
 * The points move with the discipline of money: one door, under the member's balance row
 * lock. Runs on both engines in CI (TEST_PG_URL): on PostgreSQL the exchanges really race on
 * a pool; on PGlite they queue, and the counts must be the same.
 */
let t: TestApp;
let book: number;
let mug: number;

beforeAll(async () => {
  t = await createTestApp();
  book = (await makeShop(t.db, [{ name: 'Book', kind: 'eproduct', price: 2500n, bv: 6000n }])).get(
    'Book',
  )!;
  mug = (await makePointsShop(t.db, [{ name: 'Mug', points: 20n, stock: 1000 }])).get('Mug')!;
});
afterAll(() => t.close());

describe(`exchanges at once (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 exchanges against a balance that covers 3 make exactly 3; never below zero', async () => {
    const { member, token } = await memberWithPoints(t, book);
    expect(await pointsOf(t, token)).toBe(60);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => exchange(t, token, eExchange([[mug, 1]]), randomUUID())),
    );
    const codes = answers.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    const refused = answers.filter((r) => r.json().code !== 0).map((r) => r.json().data.error);
    expect(new Set(refused)).toEqual(new Set(['pointsBalanceInsufficient']));
    expect(await pointsOf(t, token)).toBe(0);

    const history = (
      await call(t, 'GET', VACATION_PATHS.history, { token, query: { pageSize: '100' } })
    ).json().data.list as { kind: string; balance: number }[];
    expect(history.filter((e) => e.kind === 'spend')).toHaveLength(3);
    expect(history.every((e) => e.balance >= 0)).toBe(true);
    const orders = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .where('order_type', '=', 70)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it('one key sent five times at once makes one exchange', async () => {
    const { member, token } = await memberWithPoints(t, book);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => exchange(t, token, eExchange([[mug, 1]]), key)),
    );
    expect(new Set(answers.map((r) => r.json().data.orderNo)).size).toBe(1);
    expect(await pointsOf(t, token)).toBe(40);
    const rows = await t.db
      .selectFrom('points_exchange')
      .select('order_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
