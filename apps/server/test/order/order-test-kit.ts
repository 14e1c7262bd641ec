import type { Platform, ProductKind } from '@portal/contract';
import type { Db } from '../../src/db/client.js';
import { createCatalogue, type NewProduct } from '../../src/modules/catalog/index.js';
import { createCompany } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

let sequence = 0;

const texts = (name: string) => ({
  en: { name, description: name },
  id: { name, description: name },
  ms: { name, description: name },
  'zh-CN': { name, description: name },
});

export interface ShopSpec {
  name: string;
  kind?: ProductKind;
  price?: bigint;
  bv?: bigint;
  stock?: number;
  packTotalQty?: number;
  packChoices?: string[];
}

/** Products of one company and platform; answers each product's SKU id by name. */
export async function makeShop(
  db: Db,
  specs: ShopSpec[],
  opts: { company?: string; platform?: Platform } = {},
): Promise<Map<string, number>> {
  sequence++;
  const company = opts.company ?? 'US';
  await createCompany(db, { code: company });
  const code = (name: string) => `${name.replace(/\W/g, '').toUpperCase()}O${sequence}`;
  const products: NewProduct[] = specs.map((s, i) => ({
    code: code(s.name),
    kind: s.kind ?? 'normal',
    ...(s.packTotalQty ? { packTotalQty: s.packTotalQty } : {}),
    ...(s.packChoices ? { packChoiceCodes: s.packChoices.map(code) } : {}),
    texts: texts(s.name),
    images: [],
    skus: [
      {
        code: `O${sequence}-${company}-${i}`,
        label: 'one',
        memberPrice: s.price ?? 1000n,
        retailPrice: (s.price ?? 1000n) + 500n,
        bv: s.bv ?? 2500n,
        stock: s.stock ?? 100,
      },
    ],
  }));
  const ids = await createCatalogue(db, company, opts.platform ?? 'bzz', [
    { code: `ocat${sequence}`, names: { en: 'C', id: 'C', ms: 'C', 'zh-CN': 'C' }, products },
  ]);
  return new Map(specs.map((s) => [s.name, ids.get(code(s.name))!]));
}

/**
 * A US address in the member's address book, where the checkout reads it (through the address
 * module's face); returns its id.
 */
export async function addTestAddress(t: TestApp, memberId: number, name = 'Ann Buyer') {
  const row = await t.db
    .insertInto('member_address')
    .values({
      member_id: memberId,
      receive_name: name,
      country_code: 'US',
      state_name: 'NY',
      city: 'New York',
      zip: '10001',
      address1: '1 Main Street',
      contact_number: '+12125550100',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An order body for e-products (nothing ships), `qty` of each SKU. */
export const eOrder = (skuIds: number[], qty = 1, orderType = 40) => ({
  orderType,
  platform: 'bzz',
  lines: skuIds.map((productSkuId) => ({ productSkuId, qty })),
  delivery: { mode: 'none' },
  agreeReturnPolicy: true,
});

/** Places an order through saveOrder; throws unless it succeeds. */
export async function placeOrder(t: TestApp, token: string, body: object, key?: string) {
  const res = await call(t, 'POST', '/omn/order/saveOrder', { token, body, key });
  if (res.json().code !== 0) throw new Error(`order refused: ${res.body}`);
  return res.json().data as { orderNo: string; total: string; status: number; amountDue: string };
}

export const stockOf = async (db: Db, skuId: number) =>
  (
    await db
      .selectFrom('product_sku')
      .select('stock')
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow()
  ).stock;

/** The product a SKU belongs to. */
export async function productOfSku(db: Db, skuId: number): Promise<number> {
  const row = await db
    .selectFrom('product_sku')
    .select('product_id')
    .where('id', '=', skuId)
    .executeTakeFirstOrThrow();
  return row.product_id;
}
