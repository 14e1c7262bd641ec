import { CATALOG_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../security/security-test-kit.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeCatalogue, shopCall } from './shop-test-kit.js';

const listPath = (platform: string) => CATALOG_PATHS.list.replace(':platform', platform);
const detailPath = (id: number | string) => CATALOG_PATHS.detail.replace(':id', String(id));

let t: TestApp;
let token: string;
let foreignToken: string;
let productId: number;
let foreignProductId: number;

beforeAll(async () => {
  t = await createTestApp();
  await makeCatalogue(t.db, { names: ['Vitamin C', 'Fish Oil', 'Herbal 50% Tea'] });
  await makeCatalogue(t.db, { names: ['Marketplace Serum'], platform: 'wpm' });
  await makeCatalogue(t.db, {
    company: 'ID',
    names: ['Kopi'],
    price: 325000n,
    currency: { currency: 'IDR', minor_unit: 0 },
  });
  token = (await signedIn(t, { company_code: 'US' })).token;
  foreignToken = (await signedIn(t, { company_code: 'ID' })).token;
  const list = await shopCall(t, 'GET', listPath('bzz'), { token });
  productId = list.json().data.list[0].id;
  const foreign = await shopCall(t, 'GET', listPath('bzz'), { token: foreignToken });
  foreignProductId = foreign.json().data.list[0].id;
});
afterAll(() => t.close());

describe('mall: qryProductList/{platform}', () => {
  it("lists the member's company products of the platform with price and BV as exact strings", async () => {
    const res = await shopCall(t, 'GET', listPath('bzz'), { token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.currency).toBe('USD');
    expect(data.categories).toEqual([{ id: expect.any(Number), name: 'Health' }]);
    expect(data.list[0]).toMatchObject({
      name: 'Vitamin C',
      memberPrice: '24.90',
      retailPrice: '29.90',
      bv: '12.50',
      stock: 50,
      kind: 'normal',
    });
    const wpm = await shopCall(t, 'GET', listPath('wpm'), { token });
    expect(wpm.json().data.list.map((p: { name: string }) => p.name)).toEqual([
      'Marketplace Serum',
    ]);
  });

  it('answers in the member language and falls back to English', async () => {
    const zh = await shopCall(t, 'GET', listPath('bzz'), { token, locale: 'zh-CN' });
    expect(zh.json().data.list[0].name).toBe('Vitamin C（中文）');
    expect(zh.json().data.categories[0].name).toBe('健康');
    await t.db
      .deleteFrom('product_text')
      .where('product_id', '=', productId)
      .where('locale', '=', 'ms')
      .execute();
    const ms = await shopCall(t, 'GET', listPath('bzz'), { token, locale: 'ms' });
    expect(ms.json().data.list[0].name).toBe('Vitamin C');
  });

  it('formats a zero-decimal currency in whole units', async () => {
    const res = await shopCall(t, 'GET', listPath('bzz'), { token: foreignToken });
    expect(res.json().data.list[0]).toMatchObject({ memberPrice: '325000', bv: '12.50' });
    expect(res.json().data.minorUnit).toBe(0);
  });

  it('searches names literally (LIKE wildcards escaped), filters by category and pages', async () => {
    const hit = await shopCall(t, 'GET', listPath('bzz'), { token, query: { keyword: '50%' } });
    expect(hit.json().data.list.map((p: { name: string }) => p.name)).toEqual(['Herbal 50% Tea']);
    const none = await shopCall(t, 'GET', listPath('bzz'), { token, query: { keyword: '_' } });
    expect(none.json().data.total).toBe(0);
    const page2 = await shopCall(t, 'GET', listPath('bzz'), {
      token,
      query: { pageNum: '2', pageSize: '2' },
    });
    expect(page2.json().data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page2.json().data.list).toHaveLength(1);
    const categoryId = String(page2.json().data.categories[0].id);
    const other = await shopCall(t, 'GET', listPath('bzz'), {
      token: foreignToken,
      query: { categoryId },
    });
    expect(other.json().data.total).toBe(0);
  });

  it('refuses a bad platform, page size and keyword with field errors', async () => {
    expect((await shopCall(t, 'GET', listPath('xyz'), { token })).statusCode).toBe(400);
    const big = await shopCall(t, 'GET', listPath('bzz'), { token, query: { pageSize: '500' } });
    expect(big.statusCode).toBe(400);
    const long = await shopCall(t, 'GET', listPath('bzz'), {
      token,
      query: { keyword: 'x'.repeat(61) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await shopCall(t, 'GET', listPath('bzz'), { token: null })).statusCode).toBe(401);
  });
});

describe('mall: qryProductDetail/{id}', () => {
  it('shows SKUs, images and texts of an own-company product', async () => {
    const res = await shopCall(t, 'GET', detailPath(productId), { token, locale: 'id' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: productId,
      name: 'Vitamin C (id)',
      description: 'Vitamin C, dalam bahasa Indonesia',
      categoryName: 'Kesehatan',
      images: ['/products/p0.svg'],
      skus: [{ label: '60 tablets', memberPrice: '24.90', bv: '12.50', stock: 50 }],
      packTotalQty: null,
      packChoices: [],
    });
  });

  it("answers another company's product exactly like a missing one (invalidProduct)", async () => {
    const foreign = await shopCall(t, 'GET', detailPath(foreignProductId), { token });
    const missing = await shopCall(t, 'GET', detailPath(2_000_000_001), { token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.error).toBe('invalidProduct');
    expect(foreign.json().code).toBe(missing.json().code);
    expect(foreign.json().data.error).toBe(missing.json().data.error);
    expect(foreign.json().msg).toBe('Invalid Product');
  });

  it('refuses a malformed id', async () => {
    expect((await shopCall(t, 'GET', detailPath('abc'), { token })).statusCode).toBe(400);
    expect((await shopCall(t, 'GET', detailPath('99999999999'), { token })).statusCode).toBe(400);
  });
});
