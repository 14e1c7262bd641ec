import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { fund, walletMember } from '../wallet/factories.js';
import { buy, makePromotion, spinOf } from './promotion-kit.js';

/**
 * A product prize handed out (`promo:fulfil`) takes one unit of its SKU from the promotion
 * company's stock in the same transaction; none left refuses it and leaves it pending.
 */
let t: TestApp;
let ebook: number;
let mug: { id: number; code: string };
let foreignCode: string;

const skuCode = async (id: number) =>
  (
    await t.db
      .selectFrom('product_sku')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).code;
const stockOf = async (id: number) =>
  (
    await t.db
      .selectFrom('product_sku')
      .select('stock')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock;

const wheelOf = (sku: string) => ({
  minOrderBv: '50',
  slots: [1, 2].map((n) => ({
    label: `slot ${n}`,
    weight: 1,
    prize: { kind: 'product' as const, sku, name: 'Mug' },
  })),
});

const ops = opsRunner(() => t);

/** A member who bought once and spun the wheel: the ref of their pending product prize. */
async function winner(promotion: number): Promise<string> {
  const { member, token } = await walletMember(t);
  await fund(t.db, member, 'bonus', 100_000n);
  await buy(t, token, ebook);
  const res = await spinOf(t, token, promotion);
  expect(res.json().data.spin.award).toBe('pending');
  const spin = await t.db
    .selectFrom('promotion_spin')
    .select('id')
    .where('member_id', '=', member.id)
    .where('promotion_id', '=', promotion)
    .executeTakeFirstOrThrow();
  return `spin:${spin.id}`;
}

const awardOf = async (ref: string) =>
  (
    await t.db
      .selectFrom('promotion_spin')
      .select('award')
      .where('id', '=', BigInt(ref.split(':')[1]!))
      .executeTakeFirstOrThrow()
  ).award;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await makeShop(t.db, [
    { name: 'E-book', kind: 'eproduct', price: 2500n, bv: 5075n, stock: 500 },
    { name: 'Prize mug', stock: 1 },
  ]);
  ebook = shop.get('E-book')!;
  const mugId = shop.get('Prize mug')!;
  mug = { id: mugId, code: await skuCode(mugId) };
  const foreign = await makeShop(t.db, [{ name: 'Foreign mug', stock: 5 }], { company: 'MY' });
  foreignCode = await skuCode(foreign.get('Foreign mug')!);
});
afterAll(() => t.close());

describe('product prizes take stock when handed out', () => {
  it('takes one unit, refuses when none is left, and hands out after a restock', async () => {
    const promotion = await makePromotion(t, {
      companyCode: 'US',
      kind: 'alphaspin',
      rules: wheelOf(mug.code),
    });
    const first = await winner(promotion);
    const second = await winner(promotion);
    expect(await stockOf(mug.id)).toBe(1);

    const taken = await ops('promo:fulfil', first);
    expect(taken.code).toBe(0);
    expect(taken.lines).toContain(`1 × ${mug.code} taken from stock, 0 left`);
    expect(await stockOf(mug.id)).toBe(0);

    const refused = await ops('promo:fulfil', second, '--note', 'branch');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`${mug.code} is out of stock (0 left)`);
    expect(await awardOf(second)).toBe('pending');
    expect(await stockOf(mug.id)).toBe(0);

    await t.db.updateTable('product_sku').set({ stock: 3 }).where('id', '=', mug.id).execute();
    expect((await ops('promo:fulfil', second)).code).toBe(0);
    expect(await awardOf(second)).toBe('fulfilled');
    expect(await stockOf(mug.id)).toBe(2);

    const audit = await t.db
      .selectFrom('promotion_audit')
      .select(['outcome', 'detail'])
      .where('command', '=', 'promo:fulfil')
      .where('target', '=', second)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.outcome)).toEqual(['refused', 'ok']);
    expect(audit[1]!.detail).toMatchObject({ stock: { sku: mug.code, outcome: 'taken', left: 2 } });
  });

  it("takes nothing for a code outside the promotion company's catalogue, and says so", async () => {
    for (const code of ['TRIP-2027', foreignCode]) {
      const promotion = await makePromotion(t, {
        companyCode: 'US',
        kind: 'alphaspin',
        rules: wheelOf(code),
      });
      const ref = await winner(promotion);
      const fulfilled = await ops('promo:fulfil', ref);
      expect(fulfilled.code).toBe(0);
      expect(fulfilled.lines).toContain(`${code} is not in the catalogue: no stock taken`);
      expect(await awardOf(ref)).toBe('fulfilled');
    }
    const foreignStock = await t.db
      .selectFrom('product_sku')
      .select('stock')
      .where('code', '=', foreignCode)
      .executeTakeFirstOrThrow();
    expect(foreignStock.stock).toBe(5);
  });
});
