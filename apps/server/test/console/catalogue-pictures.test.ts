import { CATALOG_PATHS, PRODUCT_PICTURE_LIMITS } from '@portal/contract';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let productId: number;
let myProductId: number;
let productCode: string;
let member: Awaited<ReturnType<typeof walletMember>>;
const tokens = { content: '', contentMy: '', fulfilment: '' };

// the first bytes of each kind the server takes, and some that are none of them
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600', 'hex');
const GIF = Buffer.from('474946383961010001000000', 'hex');
const TEXT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
const b64 = (bytes: Buffer) => bytes.toString('base64');

beforeAll(async () => {
  t = await createTestApp({ FILE_STORE: 'disk' });
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  const skuId = (await makeShop(t.db, [{ name: 'Serum', stock: 5 }])).get('Serum')!;
  const mySkuId = (await makeShop(t.db, [{ name: 'Tonic', stock: 3 }], { company: 'MY' })).get(
    'Tonic',
  )!;
  const productOf = async (id: number) =>
    await t.db
      .selectFrom('product_sku as s')
      .innerJoin('product as p', 'p.id', 's.product_id')
      .select(['p.id', 'p.code'])
      .where('s.id', '=', id)
      .executeTakeFirstOrThrow();
  ({ id: productId, code: productCode } = await productOf(skuId));
  myProductId = (await productOf(mySkuId)).id;
  member = await walletMember(t);
  tokens.content = (await operatorSession(t, ['content'])).token;
  tokens.contentMy = (await operatorSession(t, ['content'], { companies: ['MY'] })).token;
  tokens.fulfilment = (await operatorSession(t, ['fulfilment'])).token;
});
afterAll(() => t.close());

const post = (token: string, url: string, body?: object) =>
  consoleCall(t, 'POST', url, { token, body });
const upload = (bytes: Buffer, id = productId, token = tokens.content) =>
  post(token, `/catalogue/products/${id}/pictures`, { image: b64(bytes) });
const errorOf = (res: { json: () => { data: { error: string } } }) => res.json().data.error;
const picturesOf = (id: number) =>
  t.db
    .selectFrom('product_image')
    .select(['id', 'url', 'sort'])
    .where('product_id', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
const auditsOf = () =>
  t.db
    .selectFrom('audit_entry')
    .select(['action', 'before', 'after', 'outcome'])
    .where('target', '=', `product:${productCode}`)
    .orderBy('id')
    .execute();
const storedFiles = async () => {
  try {
    return await readdir(path.join(t.deps.config.dataDir, 'products'));
  } catch {
    return [];
  }
};
const memberProduct = async () => {
  const res = await call(t, 'GET', CATALOG_PATHS.detail.replace(':id', String(productId)), {
    token: member.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { imageUrl: string | null; images: string[] };
};

describe('product pictures from the console', () => {
  it('uploads pictures the member shop shows, the first as its main picture', async () => {
    const first = await upload(PNG);
    expect(first.statusCode, first.body).toBe(200);
    const [picture] = first.json().data.pictures;
    expect(picture.url).toMatch(/^\/frontend-server\/omn\/product\/image\/[a-f0-9]{32}\.png$/);
    const second = await upload(JPEG);
    expect(second.json().data.pictures.map((p: { url: string }) => p.url.slice(-4))).toEqual([
      '.png',
      '.jpg',
    ]);
    const shown = await memberProduct();
    expect(shown.imageUrl).toBe(picture.url);
    expect(shown.images).toHaveLength(2);
    // the picture loads without a token, with its kind, cacheable for good
    const image = await t.app.inject({ url: picture.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const detail = await consoleCall(t, 'GET', `/catalogue/products/${productId}`, {
      token: tokens.content,
    });
    expect(detail.json().data.pictures).toEqual(second.json().data.pictures);
    const audit = (await auditsOf()).at(-1);
    expect(audit).toMatchObject({
      action: 'catalogue:picture-add',
      outcome: 'ok',
      before: { pictures: [picture.url] },
      after: { pictures: shown.images },
    });
  });

  it('refuses bytes that are no picture, and a picture over the limit, storing nothing', async () => {
    const rows = await picturesOf(productId);
    const files = await storedFiles();
    const text = await upload(TEXT);
    expect(text.statusCode).toBe(422);
    expect(errorOf(text)).toBe('cataloguePictureInvalid');
    expect(text.json().msg).toBe('The picture must be a PNG, JPEG, WebP or GIF file.');
    // one byte over: the request passes validation and the server names the limit
    const big = Buffer.concat([
      GIF,
      Buffer.alloc(PRODUCT_PICTURE_LIMITS.maxBytes - GIF.length + 1),
    ]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    expect(errorOf(tooBig)).toBe('cataloguePictureTooLarge');
    expect(tooBig.json().msg).toBe('The picture is too large: at most 2 MB.');
    // far over: refused by the request's own bound before any decoding
    const huge = await upload(Buffer.concat([big, Buffer.alloc(16)]));
    expect(huge.statusCode).toBe(400);
    const notBase64 = await post(tokens.content, `/catalogue/products/${productId}/pictures`, {
      image: 'not base64!',
    });
    expect(notBase64.statusCode).toBe(400);
    expect(await picturesOf(productId)).toEqual(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('answers another company’s product and picture as missing, and changes nothing', async () => {
    const [mine] = await picturesOf(productId);
    const before = await picturesOf(productId);
    const files = await storedFiles();
    const foreign = await upload(PNG, productId, tokens.contentMy);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toBe('notFound');
    const remove = await post(tokens.contentMy, `/catalogue/pictures/${mine!.id}/remove`);
    expect(errorOf(remove)).toBe('notFound');
    const order = await post(tokens.contentMy, `/catalogue/products/${productId}/pictures/order`, {
      ids: before.map((p) => p.id).reverse(),
    });
    expect(errorOf(order)).toBe('notFound');
    const missing = await upload(PNG, 999_999);
    expect(errorOf(missing)).toBe('notFound');
    // fulfilment holds no catalogue:edit
    expect((await upload(PNG, productId, tokens.fulfilment)).statusCode).toBe(403);
    expect(await picturesOf(productId)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
    expect((await upload(PNG, myProductId, tokens.contentMy)).statusCode).toBe(200);
  });

  it('reorders the pictures: the first becomes the main picture; a stale list is refused', async () => {
    const before = await picturesOf(productId);
    const ids = before.map((p) => p.id).reverse();
    const res = await post(tokens.content, `/catalogue/products/${productId}/pictures/order`, {
      ids,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pictures.map((p: { id: number }) => p.id)).toEqual(ids);
    expect((await memberProduct()).imageUrl).toBe(before.at(-1)!.url);
    expect((await auditsOf()).at(-1)).toMatchObject({
      action: 'catalogue:picture-order',
      before: { pictures: before.map((p) => p.url) },
      after: { pictures: [...before].reverse().map((p) => p.url) },
    });
    const now = await picturesOf(productId);
    for (const stale of [ids.slice(1), [...ids, ids[0]!], [ids[0]!, 999_999]]) {
      const refused = await post(
        tokens.content,
        `/catalogue/products/${productId}/pictures/order`,
        {
          ids: stale,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toBe('cataloguePictureOrder');
    }
    expect(await picturesOf(productId)).toEqual(now);
  });

  it('removes a picture, the others keeping their order, audited', async () => {
    await upload(GIF);
    const before = await picturesOf(productId);
    expect(before).toHaveLength(3);
    const res = await post(tokens.content, `/catalogue/pictures/${before[0]!.id}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    const rest = before.slice(1);
    expect(res.json().data.pictures).toEqual(rest.map(({ id, url }) => ({ id, url })));
    expect((await picturesOf(productId)).map((p) => p.sort)).toEqual([0, 1]);
    expect((await memberProduct()).images).toEqual(rest.map((p) => p.url));
    expect((await auditsOf()).at(-1)).toMatchObject({
      action: 'catalogue:picture-remove',
      before: { pictures: before.map((p) => p.url) },
      after: { pictures: rest.map((p) => p.url) },
    });
    const again = await post(tokens.content, `/catalogue/pictures/${before[0]!.id}/remove`);
    expect(errorOf(again)).toBe('notFound');
  });

  it(`takes at most ${PRODUCT_PICTURE_LIMITS.maxCount} pictures per product`, async () => {
    const have = (await picturesOf(productId)).length;
    for (let i = have; i < PRODUCT_PICTURE_LIMITS.maxCount; i++) {
      expect((await upload(PNG)).statusCode).toBe(200);
    }
    const files = await storedFiles();
    const full = await upload(PNG);
    expect(errorOf(full)).toBe('cataloguePictureLimit');
    expect(await storedFiles()).toEqual(files);
  });

  it('answers an unknown picture name as missing', async () => {
    const res = await t.app.inject({
      url: `/frontend-server${CATALOG_PATHS.image.replace(':name', `${'a'.repeat(32)}.png`)}`,
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: `/frontend-server${CATALOG_PATHS.image.replace(':name', '..%2Fsecret.png')}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
