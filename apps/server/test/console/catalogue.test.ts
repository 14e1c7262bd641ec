import { addDays, businessDay, CATALOG_PATHS, ORDER_TYPE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop, productOfSku } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let skuId: number;
let productId: number;
let mySkuId: number;
let myProductId: number;
let member: Awaited<ReturnType<typeof walletMember>>;
const tokens = { content: '', fulfilment: '', support: '', contentMy: '', fulfilmentMy: '' };

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  skuId = (await makeShop(t.db, [{ name: 'Serum', price: 2500n, bv: 5050n, stock: 12 }])).get(
    'Serum',
  )!;
  mySkuId = (await makeShop(t.db, [{ name: 'Tonic', stock: 3 }], { company: 'MY' })).get('Tonic')!;
  productId = await productOfSku(t.db, skuId);
  myProductId = await productOfSku(t.db, mySkuId);
  member = await walletMember(t);
  tokens.content = (await operatorSession(t, ['content'])).token;
  tokens.fulfilment = (await operatorSession(t, ['fulfilment'])).token;
  tokens.support = (await operatorSession(t, ['support'])).token;
  tokens.contentMy = (await operatorSession(t, ['content'], { companies: ['MY'] })).token;
  tokens.fulfilmentMy = (await operatorSession(t, ['fulfilment'], { companies: ['MY'] })).token;
});
afterAll(() => t.close());

const get = (token: string, path: string, query?: Record<string, string>) =>
  consoleCall(t, 'GET', path, { token, query });
const post = (token: string, path: string, body?: object) =>
  consoleCall(t, 'POST', path, { token, body });
const errorOf = (res: { json: () => { data: { error: string } } }) => res.json().data.error;
const auditsOf = (target: string) =>
  t.db
    .selectFrom('audit_entry')
    .select(['action', 'before', 'after', 'reason'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
const mallIds = async () => {
  const res = await call(t, 'GET', CATALOG_PATHS.list.replace(':platform', 'bzz'), {
    token: member.token,
    query: { pageNum: '1', pageSize: '48' },
  });
  return res.json().data.list.map((p: { id: number }) => p.id) as number[];
};
const skuCode = async (id: number) =>
  (
    await t.db
      .selectFrom('product_sku')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).code;

describe('the console catalogue', () => {
  it('lists, filters and shows a product with its SKUs and order types', async () => {
    const page = await get(tokens.content, '/catalogue/products', {
      companyCode: 'US',
      platform: 'bzz',
      text: 'seru',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      total: 1,
      currency: 'USD',
      list: [{ id: productId, name: 'Serum', active: true, skuCount: 1 }],
    });
    const none = await get(tokens.content, '/catalogue/products', {
      companyCode: 'US',
      platform: 'bzz',
      active: 'false',
    });
    expect(none.json().data.total).toBe(0);
    const detail = (await get(tokens.content, `/catalogue/products/${productId}`)).json().data;
    expect(detail.texts.en.name).toBe('Serum');
    expect(detail.skus[0]).toMatchObject({ memberPrice: '25.00', bv: '50.50', stock: 12 });
    expect(detail.orderTypes).toEqual([10, 20, 30, 40, ORDER_TYPE.autoship]);
  });

  it('edits texts and prices exactly, audited with before and after', async () => {
    const texts = { en: { name: 'Night Serum', description: 'd' }, ms: { name: 'Serum Malam' } };
    const res = await post(tokens.content, `/catalogue/products/${productId}/texts`, { texts });
    expect(res.statusCode, res.body).toBe(200);
    const body = { label: 'one', memberPrice: '26.10', retailPrice: '30', bv: '51.25' };
    const sku = await post(tokens.content, `/catalogue/skus/${skuId}`, {
      ...body,
      pointsPrice: '300',
    });
    expect(sku.statusCode, sku.body).toBe(200);
    const detail = (await get(tokens.content, `/catalogue/products/${productId}`)).json().data;
    expect(detail.texts.ms.name).toBe('Serum Malam');
    expect(detail.texts.id).toBeUndefined();
    expect(detail.skus[0]).toMatchObject({ memberPrice: '26.10', bv: '51.25', pointsPrice: '300' });
    expect(detail.orderTypes).toContain(ORDER_TYPE.pointsExchange);
    const audits = await auditsOf(`sku:${await skuCode(skuId)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'catalogue:sku-update',
      before: { memberPrice: '2500', bv: '5050' },
      after: { memberPrice: '2610', bv: '5125' },
    });
    const decimals = await post(tokens.content, `/catalogue/skus/${skuId}`, {
      ...body,
      bv: '1.234',
      pointsPrice: null,
    });
    expect(errorOf(decimals)).toBe('catalogueAmountDecimals');
    const noEnglish = await post(tokens.content, `/catalogue/products/${productId}/texts`, {
      texts: { ms: { name: 'x' } },
    });
    expect(noEnglish.statusCode).toBe(400);
  });

  it('withdraws a product and a SKU: the member catalogue stops showing them', async () => {
    expect(await mallIds()).toContain(productId);
    const off = await post(tokens.content, `/catalogue/products/${productId}/active`, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await mallIds()).not.toContain(productId);
    await post(tokens.content, `/catalogue/products/${productId}/active`, { active: true });
    expect(await mallIds()).toContain(productId);
    await post(tokens.content, `/catalogue/skus/${skuId}/active`, { active: false });
    expect(await mallIds()).not.toContain(productId);
    await post(tokens.content, `/catalogue/skus/${skuId}/active`, { active: true });
    const audits = await t.db
      .selectFrom('audit_entry')
      .select('action')
      .where('action', 'like', 'catalogue:%withdraw')
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'catalogue:sku-withdraw',
      'catalogue:withdraw',
    ]);
  });

  it('adds a SKU withdrawn and without stock; a used code is refused', async () => {
    const sku = {
      code: 'SERUM-XL',
      label: 'XL',
      memberPrice: '40',
      retailPrice: '45',
      bv: '80',
      pointsPrice: null,
    };
    const res = await post(tokens.content, `/catalogue/products/${productId}/skus`, sku);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await get(tokens.content, `/catalogue/products/${productId}`)).json().data;
    expect(detail.skus[1]).toMatchObject({ code: 'SERUM-XL', active: false, stock: 0 });
    const again = await post(tokens.content, `/catalogue/products/${productId}/skus`, sku);
    expect(errorOf(again)).toBe('catalogueCodeTaken');
  });

  it('adds a product, withdrawn, to a category of its company and platform', async () => {
    const product = await t.db
      .selectFrom('product')
      .select(['category_id', 'code'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const myCategory = await t.db
      .selectFrom('product')
      .select('category_id')
      .where('id', '=', myProductId)
      .executeTakeFirstOrThrow();
    const body = {
      companyCode: 'US',
      platform: 'bzz',
      categoryId: product.category_id,
      code: 'BALM',
      kind: 'normal',
      texts: { en: { name: 'Lip Balm', description: '' }, 'zh-CN': { name: '润唇膏' } },
    };
    const res = await post(tokens.content, '/catalogue/products', body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const detail = (await get(tokens.content, `/catalogue/products/${id}`)).json().data;
    expect(detail).toMatchObject({ code: 'BALM', active: false, skus: [] });
    expect(detail.texts['zh-CN'].name).toBe('润唇膏');
    expect(await mallIds()).not.toContain(id);
    expect(await auditsOf('product:BALM')).toMatchObject([{ action: 'catalogue:create' }]);
    expect(errorOf(await post(tokens.content, '/catalogue/products', body))).toBe(
      'catalogueCodeTaken',
    );
    const foreignCategory = { ...body, code: 'BALM2', categoryId: myCategory.category_id };
    expect(errorOf(await post(tokens.content, '/catalogue/products', foreignCategory))).toBe(
      'notFound',
    );
    const pack = await post(tokens.content, '/catalogue/products', { ...body, kind: 'pack' });
    expect(pack.statusCode).toBe(400);
    const my = await post(tokens.contentMy, '/catalogue/products', { ...body, code: 'BALM3' });
    expect(my.statusCode).toBe(403);
  });

  it("reads another company's product as missing, and refuses other roles", async () => {
    for (const [method, path, body] of [
      ['GET', `/catalogue/products/${productId}`, undefined],
      ['POST', `/catalogue/products/${productId}/active`, { active: false }],
      ['POST', `/catalogue/skus/${skuId}/active`, { active: false }],
    ] as const) {
      const res = await consoleCall(t, method, path, { token: tokens.contentMy, body });
      expect(errorOf(res), path).toBe('notFound');
    }
    const list = await get(tokens.contentMy, '/catalogue/products', {
      companyCode: 'US',
      platform: 'bzz',
    });
    expect(list.statusCode).toBe(403);
    const my = await get(tokens.contentMy, `/catalogue/products/${myProductId}`);
    expect(my.statusCode).toBe(200);
    expect((await get(tokens.support, `/catalogue/products/${productId}`)).statusCode).toBe(403);
    expect(await mallIds()).toContain(productId);
  });
});

describe('console stock', () => {
  it('adjusts with a reason, records the movement and refuses going below zero', async () => {
    const up = await post(tokens.fulfilment, `/stock/${skuId}/adjust`, {
      delta: 8,
      reason: 'delivery from the warehouse',
    });
    expect(up.json().data).toEqual({ skuId, stock: 20 });
    const down = await post(tokens.fulfilment, `/stock/${skuId}/adjust`, {
      delta: -21,
      reason: 'broken',
    });
    expect(errorOf(down)).toBe('stockBelowZero');
    const noReason = await post(tokens.fulfilment, `/stock/${skuId}/adjust`, { delta: 1 });
    expect(noReason.statusCode).toBe(400);
    const zero = await post(tokens.fulfilment, `/stock/${skuId}/adjust`, { delta: 0, reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const history = await get(tokens.fulfilment, `/stock/${skuId}/movements`);
    expect(history.json().data).toMatchObject({
      total: 1,
      list: [{ delta: 8, stockAfter: 20, reason: 'delivery from the warehouse' }],
    });
    const audits = await auditsOf(`sku:${await skuCode(skuId)}`);
    expect(audits.at(-1)).toMatchObject({
      action: 'stock:adjust',
      reason: 'delivery from the warehouse',
      before: { stock: 12 },
      after: { stock: 20 },
    });
  });

  it('never loses an adjustment nor goes below zero when two run at once', async () => {
    const stock = async () =>
      (
        await t.db
          .selectFrom('product_sku')
          .select('stock')
          .where('id', '=', skuId)
          .executeTakeFirstOrThrow()
      ).stock;
    const start = await stock();
    const adds = await Promise.all(
      [3, 4].map((delta) =>
        post(tokens.fulfilment, `/stock/${skuId}/adjust`, { delta, reason: 'r' }),
      ),
    );
    expect(adds.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await stock()).toBe(start + 7);
    const all = start + 7;
    const takes = await Promise.all(
      [0, 1].map(() =>
        post(tokens.fulfilment, `/stock/${skuId}/adjust`, { delta: -all, reason: 'count' }),
      ),
    );
    expect(takes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(0);
    await post(tokens.fulfilment, `/stock/${skuId}/adjust`, { delta: 5, reason: 'refill' });
  });

  it('lists low stock against each threshold, and the autoship demand beside it', async () => {
    const low = await get(tokens.fulfilment, '/stock', { companyCode: 'US', low: 'true' });
    expect(low.json().data.list.map((r: { skuId: number }) => r.skuId)).toContain(skuId);
    const set = await post(tokens.fulfilment, `/stock/${skuId}/threshold`, { threshold: 2 });
    expect(set.statusCode, set.body).toBe(200);
    const after = await get(tokens.fulfilment, '/stock', { companyCode: 'US', low: 'true' });
    expect(after.json().data.list.map((r: { skuId: number }) => r.skuId)).not.toContain(skuId);
    const today = businessDay(t.clock.now);
    const autoship = await t.db
      .insertInto('autoship')
      .values({
        member_id: member.member.id,
        company_code: 'US',
        status: 'active',
        schedule_kind: 'everyWeeks',
        schedule_value: 2,
        next_run_date: addDays(today, 2),
        delivery_mode: 'none',
        card_token: 'tok',
        card_brand: 'visa',
        card_last4: '4242',
        card_exp_month: 12,
        card_exp_year: 2040,
        quoted_total: 0n,
        locale: 'en',
        idempotency_key: 'catalogue-test',
        request_hash: 'x',
        created_at: t.clock.now,
        updated_at: t.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('autoship_line')
      .values({ autoship_id: autoship.id, product_sku_id: skuId, qty: 7, position: 0 })
      .execute();
    const demand = await get(tokens.fulfilment, '/stock/demand', {
      companyCode: 'US',
      skuIds: `${skuId},${mySkuId}`,
    });
    expect(demand.json().data).toMatchObject({
      from: today,
      to: addDays(today, 6),
      list: [{ skuId, qty: 7, runs: 1 }],
    });
  });

  it("keeps an operator of one company to that company's stock", async () => {
    const res = await post(tokens.fulfilmentMy, `/stock/${skuId}/adjust`, {
      delta: 1,
      reason: 'x',
    });
    expect(errorOf(res)).toBe('notFound');
    expect(errorOf(await get(tokens.fulfilmentMy, `/stock/${skuId}/movements`))).toBe('notFound');
    expect((await get(tokens.fulfilmentMy, '/stock', { companyCode: 'US' })).statusCode).toBe(403);
    const demand = await get(tokens.fulfilmentMy, '/stock/demand', {
      companyCode: 'US',
      skuIds: String(skuId),
    });
    expect(demand.statusCode).toBe(403);
    const mine = await get(tokens.fulfilmentMy, '/stock', { companyCode: 'MY' });
    expect(mine.json().data.list).toMatchObject([{ skuId: mySkuId, stock: 3, low: true }]);
    expect((await get(tokens.content, '/stock', { companyCode: 'US' })).statusCode).toBe(403);
  });

  it('counts the low SKUs on the home of an operator who adjusts stock', async () => {
    const home = await get(tokens.fulfilmentMy, '/home');
    expect(home.json().data.lowStock).toEqual([{ companyCode: 'MY', skus: 1 }]);
    expect((await get(tokens.content, '/home')).json().data.lowStock).toBeNull();
  });
});
