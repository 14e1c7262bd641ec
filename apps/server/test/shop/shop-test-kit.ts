import { API_BASE_PATH, HEADER, type Platform } from '@portal/contract';
import type { Db } from '../../src/db/client.js';
import { createCatalogue, type NewProduct } from '../../src/modules/catalog/index.js';
import { createCompany } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

let sequence = 0;

const texts = (name: string) => ({
  en: { name, description: `${name}, in English` },
  id: { name: `${name} (id)`, description: `${name}, dalam bahasa Indonesia` },
  ms: { name: `${name} (ms)`, description: `${name}, dalam bahasa Melayu` },
  'zh-CN': { name: `${name}（中文）`, description: `${name}，中文说明` },
});

export interface TestSku {
  code: string;
  skuId: number;
}

/**
 * A small catalogue for one company and platform: products named `names`, each with one SKU
 * at `price` minor units and 12.50 BV, stock `stock`. Returns each product's first SKU id.
 */
export async function makeCatalogue(
  db: Db,
  opts: {
    company?: string;
    platform?: Platform;
    names?: string[];
    price?: bigint;
    stock?: number;
    currency?: { currency: string; minor_unit: number };
  } = {},
): Promise<Map<string, number>> {
  sequence++;
  const company = opts.company ?? 'US';
  await createCompany(db, { code: company, ...(opts.currency ?? {}) });
  const names = opts.names ?? ['Vitamin C', 'Fish Oil'];
  const products: NewProduct[] = names.map((name, i) => ({
    code: `${name.replace(/\W/g, '').toUpperCase()}${sequence}`,
    kind: 'normal',
    texts: texts(name),
    images: [`/products/p${i}.svg`],
    skus: [
      {
        code: `T${sequence}-${company}-${opts.platform ?? 'bzz'}-${i}`,
        label: '60 tablets',
        memberPrice: opts.price ?? 2490n,
        retailPrice: (opts.price ?? 2490n) + 500n,
        bv: 1250n,
        stock: opts.stock ?? 50,
      },
    ],
  }));
  const ids = await createCatalogue(db, company, opts.platform ?? 'bzz', [
    {
      code: `cat${sequence}`,
      names: { en: 'Health', id: 'Kesehatan', ms: 'Kesihatan', 'zh-CN': '健康' },
      products,
    },
  ]);
  const byName = new Map<string, number>();
  names.forEach((name, i) => byName.set(name, ids.get(products[i]!.code)!));
  return byName;
}

type Method = 'GET' | 'POST';

/** One call with a session token, the platform header and optionally a language. */
export function shopCall(
  t: TestApp,
  method: Method,
  path: string,
  opts: {
    token: string | null;
    body?: unknown;
    query?: Record<string, string>;
    platform?: Platform;
    locale?: string;
  },
) {
  return t.app.inject({
    method,
    url: `${API_BASE_PATH}${path}`,
    query: opts.query,
    headers: {
      ...(opts.token ? { [HEADER.token]: opts.token } : {}),
      ...(opts.platform ? { [HEADER.platformName]: opts.platform } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
}
