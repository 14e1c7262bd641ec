// This file runs on both engines in CI (scripts/test.sh): what it checks is a promise the
// product makes on either database.
import { API_CALLS, CART_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { makeCatalogue, shopCall } from '../shop/shop-test-kit.js';
import { addBank, call, fieldKeys, walletMember } from '../wallet/factories.js';

/**
 * Numbers in paths and queries are text; only plain decimal digits are a number there.
 * `Number()` would also read `0x10` (16), `0b11`, `1e1` and padded blanks, so a request could
 * say one thing to a log or a proxy and another to the server.
 */
const NOT_DECIMAL = ['0x10', '0b11', '0o7', '1e1', ' 5', '5 ', '+5', '5.0', '', 'Infinity'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The fields of a params or query schema (an object, maybe behind refinements or a pipe). */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.type === 'pipe') return { ...fieldsOf(def.in), ...fieldsOf(def.out) };
  return {};
}

describe('every declared path and query number', () => {
  const numeric = Object.values(API_CALLS).flatMap((c) =>
    (['params', 'query'] as const).flatMap((part) =>
      Object.entries(fieldsOf(c[part]))
        // a number field: plain digits are read as a number
        .filter(([, field]) => typeof field.safeParse('3').data === 'number')
        .map(([name, field]) => ({ where: `${c.id} ${part}.${name}`, field })),
    ),
  );

  it('exist (the walk finds them)', () => {
    expect(numeric.length).toBeGreaterThan(20);
  });

  it('takes plain decimal digits only', () => {
    const accepted = numeric.flatMap(({ where, field }) =>
      NOT_DECIMAL.filter((text) => field.safeParse(text).success).map((t) => `${where} ${t}`),
    );
    expect(accepted).toEqual([]);
  });
});

describe('over HTTP', () => {
  it('updateShoppingCart/{id}/{qty} refuses 0x10 as a quantity and changes nothing', async () => {
    const me = await signedIn(t, { company_code: 'US' });
    const sku = (await makeCatalogue(t.db, { names: ['Tea'], stock: 50 })).get('Tea')!;
    const saved = await shopCall(t, 'POST', CART_PATHS.save, {
      token: me.token,
      body: { productSkuId: sku, qty: 1, orderTypeCode: 40 },
    });
    const id = saved.json().data.item.id as number;
    const update = (idText: string, qty: string) =>
      shopCall(t, 'POST', CART_PATHS.update.replace(':id', idText).replace(':qty', qty), {
        token: me.token,
      });
    for (const qty of ['0x10', '0b11', '1e1', '%204', '4%20']) {
      const res = await update(String(id), qty);
      expect(res.statusCode, qty).toBe(400);
      expect(fieldKeys(res), qty).toEqual(['params.qty validation.notNumber']);
    }
    expect((await update(`0x${id.toString(16)}`, '2')).statusCode).toBe(400);
    const row = await t.db
      .selectFrom('cart_item')
      .select('qty')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.qty).toBe(1);
    expect((await update(String(id), '2')).json().data).toMatchObject({ id, qty: 2 });
  });

  it('ids in paths, pages in queries and the unread count parameter', async () => {
    const { token } = await walletMember(t);
    const bankId = await addBank(t, token);
    const get = (path: string, query?: Record<string, string>) =>
      call(t, 'GET', path, { token, query });
    expect((await get(`/wm/bankInfo/queryBankInfoByPk/${bankId}`)).statusCode).toBe(200);
    const hex = await get(`/wm/bankInfo/queryBankInfoByPk/0x${bankId.toString(16)}`);
    expect(hex.statusCode).toBe(400);
    expect(fieldKeys(hex)).toEqual(['params.id validation.notNumber']);

    for (const pageNum of ['0x1', '1e0', ' 1']) {
      const res = await get('/bo/ewallet/transactions', { account: 'bonus', pageNum });
      expect(res.statusCode, pageNum).toBe(400);
      expect(fieldKeys(res)).toEqual(['querystring.pageNum validation.notNumber']);
    }
    expect(
      (await get('/bo/ewallet/transactions', { account: 'bonus', pageNum: '1' })).statusCode,
    ).toBe(200);

    expect((await get('/api/messageCenter/unreadQuantity/3')).statusCode).toBe(200);
    expect((await get('/api/messageCenter/unreadQuantity/0x3')).statusCode).toBe(400);
    expect((await get('/api/messageCenter/unreadQuantity/3e0')).statusCode).toBe(400);
  });
});
