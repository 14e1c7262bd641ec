import { CATALOG_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof walletMember>>;
const sku = { serum: 0, cream: 0, tea: 0, oldPack: 0, tonic: 0, wpm: 0, gone: 0 };
const tokens = { content: '', contentMy: '', support: '' };
let categoryId = 0;
let otherCategoryId = 0;
let packId = 0;

const productOf = async (skuId: number) =>
  t.db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['p.id', 'p.category_id', 's.code'])
    .where('s.id', '=', skuId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  const shop = await makeShop(t.db, [
    { name: 'Serum' },
    { name: 'Cream' },
    { name: 'Gone' },
    { name: 'Old Pack', kind: 'pack', packTotalQty: 2, packChoices: ['Serum'] },
  ]);
  sku.serum = shop.get('Serum')!;
  sku.cream = shop.get('Cream')!;
  sku.gone = shop.get('Gone')!;
  sku.oldPack = shop.get('Old Pack')!;
  sku.tea = (await makeShop(t.db, [{ name: 'Tea' }])).get('Tea')!;
  sku.tonic = (await makeShop(t.db, [{ name: 'Tonic' }], { company: 'MY' })).get('Tonic')!;
  sku.wpm = (await makeShop(t.db, [{ name: 'Mall' }], { platform: 'wpm' })).get('Mall')!;
  await t.db.updateTable('product_sku').set({ active: false }).where('id', '=', sku.gone).execute();
  categoryId = (await productOf(sku.serum)).category_id;
  otherCategoryId = (await productOf(sku.tea)).category_id;
  member = await walletMember(t);
  tokens.content = (await operatorSession(t, ['content'])).token;
  tokens.contentMy = (await operatorSession(t, ['content'], { companies: ['MY'] })).token;
  tokens.support = (await operatorSession(t, ['support'])).token;
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
    .select(['action', 'before', 'after', 'permission'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
const memberDetail = (id: number) =>
  call(t, 'GET', CATALOG_PATHS.detail.replace(':id', String(id)), { token: member.token });
const mall = async (query: Record<string, string> = {}) => {
  const res = await call(t, 'GET', CATALOG_PATHS.list.replace(':platform', 'bzz'), {
    token: member.token,
    query: { pageNum: '1', pageSize: '48', ...query },
  });
  return res.json().data.list.map((p: { id: number }) => p.id) as number[];
};
const newPack = (code: string, choiceSkuIds: number[], packTotalQty = 3) => ({
  companyCode: 'US',
  platform: 'bzz',
  categoryId,
  code,
  texts: { en: { name: `${code} pack`, description: '' }, ms: { name: `Pek ${code}` } },
  packTotalQty,
  choiceSkuIds,
});

describe('packs from the console', () => {
  it('offers the published single products of the company and platform', async () => {
    const res = await get(tokens.content, '/catalogue/pack-candidates', {
      companyCode: 'US',
      platform: 'bzz',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.list.map((c: { skuId: number }) => c.skuId);
    expect(ids).toEqual(expect.arrayContaining([sku.serum, sku.cream, sku.tea]));
    for (const refused of [sku.oldPack, sku.gone, sku.tonic, sku.wpm])
      expect(ids).not.toContain(refused);
    const found = await get(tokens.content, '/catalogue/pack-candidates', {
      companyCode: 'US',
      platform: 'bzz',
      text: 'crea',
    });
    expect(found.json().data).toMatchObject({ total: 1, list: [{ skuId: sku.cream }] });
    expect(found.json().data.list[0].name).toBe('Cream');
  });

  it('creates a pack, audited; published with its SKU, members see it and its choices', async () => {
    const res = await post(tokens.content, '/catalogue/packs', {
      ...newPack('DUO', [sku.serum, sku.cream, sku.serum]),
    });
    expect(res.statusCode, res.body).toBe(200);
    packId = res.json().data.id;
    const detail = (await get(tokens.content, `/catalogue/products/${packId}`)).json().data;
    expect(detail).toMatchObject({ kind: 'pack', packTotalQty: 3, active: false, skus: [] });
    const pack = (await get(tokens.content, `/catalogue/products/${packId}/pack`)).json().data;
    expect(pack.packTotalQty).toBe(3);
    expect(pack.choices.map((c: { skuId: number }) => c.skuId)).toEqual([sku.serum, sku.cream]);
    const codes = [(await productOf(sku.serum)).code, (await productOf(sku.cream)).code];
    expect(await auditsOf('product:DUO')).toMatchObject([
      {
        action: 'catalogue:pack-create',
        permission: 'catalogue:edit',
        after: { packTotalQty: 3, choices: codes, categoryId },
      },
    ]);
    expect(await mall()).not.toContain(packId);

    const own = await post(tokens.content, `/catalogue/products/${packId}/skus`, {
      code: 'DUO-1',
      label: '3 items',
      memberPrice: '30',
      retailPrice: '36',
      bv: '40',
      pointsPrice: null,
    });
    const ownSku = own.json().data.id as number;
    await post(tokens.content, `/catalogue/skus/${ownSku}/active`, { active: true });
    await post(tokens.content, `/catalogue/products/${packId}/active`, { active: true });
    expect(await mall()).toContain(packId);
    const seen = await memberDetail(packId);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      kind: 'pack',
      packTotalQty: 3,
      name: 'DUO pack',
      packChoices: [
        { skuId: sku.serum, name: 'Serum' },
        { skuId: sku.cream, name: 'Cream' },
      ],
    });
  });

  it('edits the total and choices, audited with before and after; members see the new ones', async () => {
    const res = await post(tokens.content, `/catalogue/products/${packId}/pack`, {
      packTotalQty: 4,
      choiceSkuIds: [sku.tea],
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await memberDetail(packId)).json().data;
    expect(seen.packTotalQty).toBe(4);
    expect(seen.packChoices).toMatchObject([{ skuId: sku.tea, name: 'Tea' }]);
    const audit = (await auditsOf('product:DUO')).at(-1);
    expect(audit).toMatchObject({
      action: 'catalogue:pack',
      before: { packTotalQty: 3, choices: [(await productOf(sku.serum)).code, expect.any(String)] },
      after: { packTotalQty: 4, choices: [(await productOf(sku.tea)).code] },
    });
  });

  it('refuses a choice of another company or platform, a pack, a withdrawn one, or none', async () => {
    const cases = [
      [[sku.serum, sku.tonic], 'packChoiceUnknown'],
      [[sku.wpm], 'packChoiceUnknown'],
      [[999999], 'packChoiceUnknown'],
      [[sku.oldPack], 'packChoiceIsPack'],
      [[sku.cream, sku.gone], 'packChoiceWithdrawn'],
      [[], 'packCannotFill'],
    ] as const;
    const auditsBefore = (await auditsOf('product:DUO')).length;
    for (const [choices, error] of cases) {
      const created = await post(tokens.content, '/catalogue/packs', newPack('BAD', [...choices]));
      expect(errorOf(created), error).toBe(error);
      const edited = await post(tokens.content, `/catalogue/products/${packId}/pack`, {
        packTotalQty: 2,
        choiceSkuIds: choices,
      });
      expect(errorOf(edited), error).toBe(error);
    }
    const unknown = await post(tokens.content, '/catalogue/packs', newPack('BAD', [sku.tonic]));
    expect(unknown.json().msg).toContain(String(sku.tonic));
    const none = await t.db.selectFrom('product').select('id').where('code', '=', 'BAD').execute();
    expect(none).toEqual([]);
    expect(await auditsOf('product:BAD')).toEqual([]);
    expect((await auditsOf('product:DUO')).length).toBe(auditsBefore);
    const still = (await memberDetail(packId)).json().data;
    expect(still).toMatchObject({ packTotalQty: 4, packChoices: [{ skuId: sku.tea }] });
    const zero = await post(tokens.content, `/catalogue/products/${packId}/pack`, {
      packTotalQty: 0,
      choiceSkuIds: [sku.tea],
    });
    expect(zero.statusCode).toBe(400);
    const serum = (await productOf(sku.serum)).id;
    const notPack = await post(tokens.content, `/catalogue/products/${serum}/pack`, {
      packTotalQty: 2,
      choiceSkuIds: [sku.tea],
    });
    expect(errorOf(notPack)).toBe('catalogueNotPack');
    expect(errorOf(await get(tokens.content, `/catalogue/products/${serum}/pack`))).toBe(
      'catalogueNotPack',
    );
    const taken = await post(tokens.content, '/catalogue/packs', newPack('DUO', [sku.tea]));
    expect(errorOf(taken)).toBe('catalogueCodeTaken');
  });
});

describe('a product category from the console', () => {
  it('moves a product to another category of its company; the mall filters by it', async () => {
    const res = await post(tokens.content, `/catalogue/products/${packId}/category`, {
      categoryId: otherCategoryId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mall({ categoryId: String(otherCategoryId) })).toContain(packId);
    expect(await mall({ categoryId: String(categoryId) })).not.toContain(packId);
    expect((await auditsOf('product:DUO')).at(-1)).toMatchObject({
      action: 'catalogue:category',
      before: { categoryId },
      after: { categoryId: otherCategoryId },
    });
    for (const foreign of [sku.tonic, sku.wpm]) {
      const category = (await productOf(foreign)).category_id;
      const refused = await post(tokens.content, `/catalogue/products/${packId}/category`, {
        categoryId: category,
      });
      expect(errorOf(refused)).toBe('notFound');
    }
    const product = await t.db
      .selectFrom('product')
      .select('category_id')
      .where('id', '=', packId)
      .executeTakeFirstOrThrow();
    expect(product.category_id).toBe(otherCategoryId);
  });
});

describe("another company's operator", () => {
  it('reads the pack as missing, changes nothing, and may not create one there', async () => {
    for (const [method, path, body] of [
      ['GET', `/catalogue/products/${packId}/pack`, undefined],
      ['POST', `/catalogue/products/${packId}/pack`, { packTotalQty: 1, choiceSkuIds: [sku.tea] }],
      ['POST', `/catalogue/products/${packId}/category`, { categoryId }],
    ] as const) {
      const res = await consoleCall(t, method, path, { token: tokens.contentMy, body });
      expect(errorOf(res), path).toBe('notFound');
    }
    const create = await post(tokens.contentMy, '/catalogue/packs', newPack('MYP', [sku.tea]));
    expect(create.statusCode).toBe(403);
    const candidates = await get(tokens.contentMy, '/catalogue/pack-candidates', {
      companyCode: 'US',
      platform: 'bzz',
    });
    expect(candidates.statusCode).toBe(403);
    expect((await get(tokens.support, `/catalogue/products/${packId}/pack`)).statusCode).toBe(403);
    const seen = (await memberDetail(packId)).json().data;
    expect(seen).toMatchObject({ packTotalQty: 4, categoryId: otherCategoryId });
  });
});
