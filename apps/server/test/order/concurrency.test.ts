import { randomUUID } from 'node:crypto';
import { ORDER_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { call, walletMember } from '../wallet/factories.js';
import { eOrder, makeShop, stockOf } from './order-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Real concurrency needs a pool: on PGlite transactions run one at a time anyway. */
describe.skipIf(!TEST_PG_URL)('saveOrder under concurrency (PostgreSQL)', () => {
  it('50 buyers at once for the last 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const last = (await makeShop(t.db, [{ name: 'Last ten', kind: 'eproduct', stock: 10 }])).get(
      'Last ten',
    )!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => walletMember(t)));
    const answers = await Promise.all(
      buyers.map((b) =>
        call(t, 'POST', ORDER_PATHS.save, {
          token: b.token,
          body: eOrder([last]),
          key: randomUUID(),
        }),
      ),
    );
    const codes = answers.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    const refused = answers.filter((r) => r.json().code !== 0).map((r) => r.json().data.error);
    expect(new Set(refused)).toEqual(new Set(['orderStockInsufficient']));
    expect(await stockOf(t.db, last)).toBe(0);
    const reserved = await t.db
      .selectFrom('stock_reservation')
      .select((eb) => eb.fn.sum<string>('qty').as('n'))
      .where('product_sku_id', '=', last)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.n)).toBe(10);
  });

  it('one key sent five times at once makes one order', async () => {
    const sku = (await makeShop(t.db, [{ name: 'Once', kind: 'eproduct' }])).get('Once')!;
    const { member, token } = await walletMember(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, 'POST', ORDER_PATHS.save, { token, body: eOrder([sku]), key }),
      ),
    );
    expect(new Set(answers.map((r) => r.json().data.orderNo)).size).toBe(1);
    const rows = await t.db
      .selectFrom('shop_order')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
