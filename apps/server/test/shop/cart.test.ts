import { CART_PATHS, ORDER_TYPE } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../security/security-test-kit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeCatalogue, shopCall } from './shop-test-kit.js';

const queryPath = (platform: string) => CART_PATHS.query.replace(':platform', platform);
const updatePath = (id: number | string, qty: number | string) =>
  CART_PATHS.update.replace(':id', String(id)).replace(':qty', String(qty));

let t: TestApp;
let skus: Map<string, number>;
let wpmSku: number;
let foreignSku: number;
let me: { token: string; member: { id: number } };

const sku = (name: string) => skus.get(name)!;
const save = (token: string, body: object, platform: 'bzz' | 'wpm' = 'bzz') =>
  shopCall(t, 'POST', CART_PATHS.save, { token, body, platform });
const add = async (token: string, productSkuId: number, qty = 1, orderTypeCode = 40) => {
  const res = await save(token, { productSkuId, qty, orderTypeCode });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.item.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  skus = await makeCatalogue(t.db, { names: ['Vitamin C', 'Fish Oil', 'Tea'], stock: 5 });
  wpmSku = (await makeCatalogue(t.db, { names: ['Serum'], platform: 'wpm' })).get('Serum')!;
  foreignSku = (await makeCatalogue(t.db, { company: 'MY', names: ['Kopi'] })).get('Kopi')!;
});
beforeEach(async () => {
  me = await signedIn(t, { company_code: 'US' });
});
afterAll(() => t.close());

describe('saveShoppingCart (spec "States and transitions")', () => {
  it('adds a line to the platform list and ignores the same SKU again', async () => {
    const first = await save(me.token, { productSkuId: sku('Tea'), qty: 2, orderTypeCode: 40 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      added: true,
      item: { list: 'main', qty: 2, memberPrice: '24.90', lineAmount: '49.80', lineBv: '25.00' },
    });
    const again = await save(me.token, { productSkuId: sku('Tea'), qty: 4, orderTypeCode: 30 });
    expect(again.json().data).toMatchObject({ added: false, item: { qty: 2, orderTypeCode: 40 } });
    const rows = await t.db
      .selectFrom('cart_item')
      .selectAll()
      .where('member_id', '=', me.member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one line when the same SKU is added several times at once', async () => {
    const body = { productSkuId: sku('Fish Oil'), qty: 1, orderTypeCode: 40 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(me.token, body)));
    const added = answers.map((res) => res.json().data.added as boolean);
    expect(added.filter(Boolean)).toHaveLength(1);
    const ids = new Set(answers.map((res) => res.json().data.item.id as number));
    expect(ids.size).toBe(1);
  });

  it('sends order type 66 to the autoship list, beside the same SKU in the main list', async () => {
    await add(me.token, sku('Tea'));
    const auto = await save(me.token, {
      productSkuId: sku('Tea'),
      qty: 1,
      orderTypeCode: ORDER_TYPE.autoship,
    });
    expect(auto.json().data).toMatchObject({ added: true, item: { list: 'autoship' } });
  });

  it('puts marketplace SKUs in the world-plan list only from the wpm platform', async () => {
    const wrong = await save(me.token, { productSkuId: wpmSku, qty: 1, orderTypeCode: 40 });
    expect(wrong.json().data.error).toBe('invalidProduct');
    const right = await save(me.token, { productSkuId: wpmSku, qty: 1, orderTypeCode: 40 }, 'wpm');
    expect(right.json().data.item.list).toBe('worldplan');
  });

  it("refuses another company's SKU exactly like a missing one", async () => {
    const foreign = await save(me.token, { productSkuId: foreignSku, qty: 1, orderTypeCode: 40 });
    const missing = await save(me.token, {
      productSkuId: 2_000_000_001,
      qty: 1,
      orderTypeCode: 40,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      ...missing.json(),
      data: { ...missing.json().data, requestId: foreign.json().data.requestId },
    });
  });

  it('refuses zero, too many, more than the stock and a bad order type', async () => {
    const zero = await save(me.token, { productSkuId: sku('Tea'), qty: 0, orderTypeCode: 40 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().data.fields).toMatchObject([
      { path: 'body.qty', key: 'validation.cart.qtyZero' },
    ]);
    const many = await save(me.token, { productSkuId: sku('Tea'), qty: 100, orderTypeCode: 40 });
    expect(many.json().data.fields[0].key).toBe('validation.cart.qtyTooMany');
    const stock = await save(me.token, { productSkuId: sku('Tea'), qty: 6, orderTypeCode: 40 });
    expect(stock.statusCode).toBe(422);
    expect(stock.json()).toMatchObject({ msg: 'Add to Cart Failed: only 5 left in stock.' });
    const type = await save(me.token, { productSkuId: sku('Tea'), qty: 1, orderTypeCode: 50 });
    expect(type.statusCode).toBe(400);
    const text = await save(me.token, { productSkuId: '7', qty: 1, orderTypeCode: 40 });
    expect(text.statusCode).toBe(400);
  });

  it("refuses an inactive member ('Member status is inactive.')", async () => {
    const inactive = await signedIn(t, { company_code: 'US', status: 30 });
    const res = await save(inactive.token, { productSkuId: sku('Tea'), qty: 1, orderTypeCode: 40 });
    expect(res.json()).toMatchObject({ code: 403, msg: 'Member status is inactive.' });
  });
});

describe('qryShoppingCart/{platform}', () => {
  it('returns the platform list and the autoship list with exact totals', async () => {
    await add(me.token, sku('Vitamin C'), 3);
    await add(me.token, sku('Fish Oil'), 1);
    await add(me.token, sku('Tea'), 2, ORDER_TYPE.autoship);
    const res = await shopCall(t, 'GET', queryPath('bzz'), { token: me.token });
    const data = res.json().data;
    expect(data.items.map((i: { list: string }) => i.list)).toEqual(['main', 'main', 'autoship']);
    expect(data.totals).toEqual({
      cart: { lines: 2, quantity: 4, amount: '99.60', bv: '50.00' },
      autoship: { lines: 1, quantity: 2, amount: '49.80', bv: '25.00' },
    });
    const wpm = await shopCall(t, 'GET', queryPath('wpm'), { token: me.token });
    expect(wpm.json().data.items.map((i: { list: string }) => i.list)).toEqual(['autoship']);
  });

  it('marks a line unavailable when the stock no longer covers it', async () => {
    await add(me.token, sku('Fish Oil'), 4);
    await t.db
      .updateTable('product_sku')
      .set({ stock: 3 })
      .where('id', '=', sku('Fish Oil'))
      .execute();
    const res = await shopCall(t, 'GET', queryPath('bzz'), { token: me.token });
    expect(res.json().data.items[0]).toMatchObject({ available: false, stock: 3 });
    await t.db
      .updateTable('product_sku')
      .set({ stock: 5 })
      .where('id', '=', sku('Fish Oil'))
      .execute();
  });
});

describe('updateShoppingCart/{id}/{qty} and deleteShoppingCart?id=', () => {
  it('changes the quantity of an own line within the stock', async () => {
    const id = await add(me.token, sku('Tea'));
    const res = await shopCall(t, 'POST', updatePath(id, 4), { token: me.token });
    expect(res.json().data).toMatchObject({ id, qty: 4, lineAmount: '99.60' });
    expect((await shopCall(t, 'POST', updatePath(id, 6), { token: me.token })).statusCode).toBe(
      422,
    );
    expect((await shopCall(t, 'POST', updatePath(id, 0), { token: me.token })).statusCode).toBe(
      400,
    );
  });

  it("answers another member's line like a missing one and leaves it alone", async () => {
    const other = await signedIn(t, { company_code: 'US' });
    const id = await add(other.token, sku('Tea'), 2);
    const update = await shopCall(t, 'POST', updatePath(id, 3), { token: me.token });
    const del = await shopCall(t, 'GET', CART_PATHS.delete, {
      token: me.token,
      query: { id: String(id) },
    });
    expect([update.statusCode, del.statusCode]).toEqual([404, 404]);
    const row = await t.db
      .selectFrom('cart_item')
      .select('qty')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.qty).toBe(2);
  });

  it('removes several own lines at once, or none when one is not the member own', async () => {
    const a = await add(me.token, sku('Tea'));
    const b = await add(me.token, sku('Fish Oil'));
    const other = await signedIn(t, { company_code: 'US' });
    const theirs = await add(other.token, sku('Tea'));
    const mixed = await shopCall(t, 'GET', CART_PATHS.delete, {
      token: me.token,
      query: { id: `${a},${theirs}` },
    });
    expect(mixed.statusCode).toBe(404);
    const res = await shopCall(t, 'GET', CART_PATHS.delete, {
      token: me.token,
      query: { id: `${a},${b}` },
    });
    expect(res.json().data.ids.sort()).toEqual([a, b].sort());
    const bad = await shopCall(t, 'GET', CART_PATHS.delete, {
      token: me.token,
      query: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('checkSpuQty', () => {
  it('tells whether the stock covers each quantity', async () => {
    const res = await shopCall(t, 'POST', CART_PATHS.checkQty, {
      token: me.token,
      body: {
        items: [
          { productSkuId: sku('Tea'), qty: 5 },
          { productSkuId: sku('Fish Oil'), qty: 9 },
        ],
      },
    });
    expect(res.json().data).toEqual([
      { productSkuId: sku('Tea'), qty: 5, stock: 5, enough: true },
      { productSkuId: sku('Fish Oil'), qty: 9, stock: 5, enough: false },
    ]);
    const foreign = await shopCall(t, 'POST', CART_PATHS.checkQty, {
      token: me.token,
      body: { items: [{ productSkuId: foreignSku, qty: 1 }] },
    });
    expect(foreign.json().data.error).toBe('invalidProduct');
  });
});
