import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './processes.js';
import type { BenchMember } from './wallet-fixture.js';
import { loadServer, type Auth, type Deps, type Server } from './wallet-server.js';

/** The checkout's server functions, loaded by path like the wallet bench's (wallet-server.ts). */
export interface CheckoutServer extends Server {
  saveOrder(
    deps: Deps,
    member: Auth,
    body: object,
    request: { idempotencyKey: string; locale: 'en' },
  ): Promise<{ orderNo: string; amountDue: string }>;
  payOrder(
    deps: Deps,
    member: Auth,
    orderNo: string,
    body: object,
    request: { idempotencyKey: string },
  ): Promise<unknown>;
  createCatalogue(
    db: unknown,
    company: string,
    platform: 'bzz',
    categories: object[],
  ): Promise<Map<string, number>>;
  verifyLedger(db: unknown): Promise<{ ok: boolean; problems?: string[] }>;
}

const FILES = [
  'flows/checkout.flow.js',
  'modules/order/order-pay.service.js',
  'modules/catalog/index.js',
  'modules/ledger/index.js',
];

export async function loadCheckoutServer(): Promise<CheckoutServer> {
  const modules = await Promise.all(
    FILES.map(
      (f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href) as Promise<object>,
    ),
  );
  return Object.assign({}, await loadServer(), ...modules) as CheckoutServer;
}

export type CheckoutMember = BenchMember;

export interface CheckoutSku {
  id: number;
  price: bigint;
  bv: bigint;
}

const PRICE = 1_000n;
const BV = 500n;
const texts = (name: string) =>
  Object.fromEntries(['en', 'id', 'ms', 'zh-CN'].map((l) => [l, { name, description: name }]));

/**
 * `count` e-products of company US with stock no run can use up: an order needs no address,
 * and 1–2 lines among many SKUs rarely wait on another order's stock row lock.
 */
export async function createCheckoutSkus(
  server: CheckoutServer,
  deps: Deps,
  count: number,
): Promise<CheckoutSku[]> {
  const products = Array.from({ length: count }, (_, i) => ({
    code: `BENCHE${i}`,
    kind: 'eproduct',
    texts: texts(`Bench e-product ${i}`),
    images: [],
    skus: [
      {
        code: `BENCH-E-${i}`,
        label: 'one',
        memberPrice: PRICE,
        retailPrice: PRICE,
        bv: BV,
        stock: 10_000_000,
      },
    ],
  }));
  const ids = await server.createCatalogue(deps.db, 'US', 'bzz', [
    {
      code: 'benchcheckout',
      names: { en: 'Bench', id: 'Bench', ms: 'Bench', 'zh-CN': 'Bench' },
      products,
    },
  ]);
  return products.map((p) => ({ id: ids.get(p.code)!, price: PRICE, bv: BV }));
}

/** One or two different SKUs, one each, in id order (the order the flow locks them in). */
export function randomLines(skus: CheckoutSku[]): { sku: CheckoutSku; qty: number }[] {
  const first = skus[Math.floor(Math.random() * skus.length)]!;
  const second = skus[Math.floor(Math.random() * skus.length)]!;
  const picked = Math.random() < 0.5 || first.id === second.id ? [first] : [first, second];
  return picked.sort((a, b) => a.id - b.id).map((sku) => ({ sku, qty: 1 }));
}

/** The saveOrder body of those lines: retail, nothing ships. */
export const orderBody = (lines: { sku: CheckoutSku; qty: number }[]) => ({
  orderType: 40,
  platform: 'bzz',
  lines: lines.map((l) => ({ productSkuId: l.sku.id, qty: l.qty })),
  delivery: { mode: 'none' },
  agreeReturnPolicy: true,
});
