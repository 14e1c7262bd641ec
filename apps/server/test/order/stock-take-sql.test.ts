import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeStock, takeStockWith, type StockTake } from '../../src/modules/catalog/index.js';
import type { Db } from '../../src/db/client.js';
import type { Trx } from '../../src/db/transaction.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from './order-test-kit.js';

/**
 * The checkout takes its stock in one statement (`takeStockWith`: the rows locked in id order,
 * taken all or none by the statement itself), the other callers in two (`takeStock`: the rule
 * judged in Node). The same needs on the same stock must be taken or refused alike, name the
 * same SKU and stock when short, and leave the same stock.
 */
let t: TestApp;
let skuIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const shop = await makeShop(
    t.db,
    ['A', 'B', 'C', 'D'].map((name) => ({ name, kind: 'eproduct' as const, stock: 5 })),
  );
  skuIds = [...shop.values()].sort((a, b) => a - b);
});
afterAll(() => t.close());

const ROLLBACK = new Error('rollback');

/** Runs `take` in a transaction that is rolled back, answering its result and the stock after. */
async function tried<R>(db: Db, take: (trx: Trx) => Promise<R>) {
  let seen: { result: R; stock: number[] } | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      const result = await take(trx);
      const rows = await trx
        .selectFrom('product_sku')
        .select(['id', 'stock'])
        .where('id', 'in', skuIds)
        .orderBy('id')
        .execute();
      seen = { result, stock: rows.map((r) => r.stock) };
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return seen!;
}

const setStock = (stock: number[]) =>
  Promise.all(
    skuIds.map((id, i) =>
      t.db.updateTable('product_sku').set({ stock: stock[i]! }).where('id', '=', id).execute(),
    ),
  );

describe('the checkout’s one-statement stock take', () => {
  it('takes or refuses as takeStock does, on any stock and needs', async () => {
    const needs = fc.uniqueArray(
      fc.record({ at: fc.integer({ min: 0, max: 4 }), qty: fc.integer({ min: 1, max: 6 }) }),
      { minLength: 1, maxLength: 4, selector: (n) => n.at },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 4, maxLength: 4 }),
        needs,
        async (stock, picked) => {
          await setStock(stock);
          // index 4 is a SKU that does not exist (stock 0 for both)
          const asked = picked.map((n) => ({ skuId: skuIds[n.at] ?? 999_999_999, qty: n.qty }));
          const node = await tried(t.db, (trx) => takeStock(trx, asked));
          const one = await tried(t.db, (trx) => takeStockWith(trx, asked, sql<number>`41 + 1`));
          const { alongside, ...take } = one.result;
          expect(alongside).toBe(42);
          expect(take as StockTake).toEqual(node.result);
          expect(one.stock).toEqual(node.stock);
          expect(node.stock).toEqual(
            node.result.ok
              ? stock.map((s, i) => s - (picked.find((n) => n.at === i)?.qty ?? 0))
              : stock,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads its alongside expression with no needs at all', async () => {
    const one = await tried(t.db, (trx) => takeStockWith(trx, [], sql<string>`'x'`));
    expect(one.result).toEqual({ ok: true, alongside: 'x' });
  });
});
