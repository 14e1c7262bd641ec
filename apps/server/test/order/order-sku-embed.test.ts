import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  skusForOrder,
  skusForOrderOfJson,
  skusForOrderQuery,
} from '../../src/modules/catalog/index.js';
import { companyWith } from '../../src/modules/company/index.js';
import { configQuery } from '../../src/modules/config/index.js';
import { ORDER_SETTING_KEYS } from '../../src/modules/order/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from './order-test-kit.js';

/**
 * The checkout reads the SKUs it prices inside the company's read (`skusForOrderQuery`, as
 * JSON); they must be the very SKUs `skusForOrder` reads on its own: the same names, prices
 * and BV (exact past 2^53, so money never travels as a JSON number), pack choices, and another
 * company's or an unknown SKU absent.
 */
let t: TestApp;
let ids: number[];
const HUGE = 2n ** 53n + 1n;

beforeAll(async () => {
  t = await createTestApp();
  const us = await makeShop(t.db, [
    { name: 'Plain', price: 2500n, bv: 5000n },
    { name: 'Huge', kind: 'eproduct', price: HUGE, bv: HUGE + 2n },
    { name: 'Inside', stock: 3 },
    { name: 'Box', kind: 'pack', packTotalQty: 2, packChoices: ['Inside'] },
  ]);
  const other = await makeShop(t.db, [{ name: 'Elsewhere' }], { company: 'MY' });
  ids = [...us.values(), other.get('Elsewhere')!, 999_999_999];
});
afterAll(() => t.close());

const viewer = { memberId: 1, companyCode: 'US' };

describe('the SKUs embedded in the checkout’s company read', () => {
  it('are the SKUs skusForOrder reads, for every locale', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const read = await companyWith(t.deps, viewer, {
        rows: configQuery(t.db, 'US', ORDER_SETTING_KEYS),
        skus: skusForOrderQuery(t.db, 'US', [...ids, ids[0]!]),
      });
      const embedded = skusForOrderOfJson(read.skus as never, locale);
      const alone = await skusForOrder(t.db, 'US', locale, ids);
      expect(embedded).toEqual(alone);
      expect(embedded.size).toBe(4);
      expect([...embedded.values()].some((s) => s.memberPrice === HUGE)).toBe(true);
      expect([...embedded.values()].some((s) => s.bv === HUGE + 2n)).toBe(true);
    }
  });

  it('reads none for no ids', async () => {
    expect(skusForOrderQuery(t.db, 'US', [])).toBeUndefined();
    const read = await companyWith(t.deps, viewer, {
      rows: configQuery(t.db, 'US', ORDER_SETTING_KEYS),
    });
    expect(skusForOrderOfJson(read.skus as never, 'en').size).toBe(0);
  });
});
