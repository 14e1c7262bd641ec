import type { Db } from '../db/client.js';
import { setPointsPrice } from '../modules/catalog/index.js';

/**
 * The points shop's demo shelf (docs/points-shop.md): a few main-mall SKUs of every company
 * get a price in vacation points. SKU codes are `<company>-M-<product>-<n>` (seed/catalog.ts).
 */
const POINTS_SHELF: [product: string, sku: number, points: bigint][] = [
  ['TOOTH', 1, 120n],
  ['DISH', 1, 150n],
  ['SHAMP', 1, 200n],
  ['SHAMP', 2, 350n],
  ['CLEAN', 1, 250n],
  ['VITC', 1, 300n],
];

export async function seedPointsPrices(trx: Db, companies: readonly string[]): Promise<void> {
  for (const company of companies) {
    for (const [product, sku, points] of POINTS_SHELF) {
      await setPointsPrice(trx, company, `${company}-M-${product}-${sku}`, points);
    }
  }
}
