import type { Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { skusForCart, type CartSku } from './sku-lookup.service.js';
import {
  lockSkuByCode,
  lockSkuStock,
  moveStock,
  orderSkuExtras,
  packChoicesOf,
} from './stock.repository.js';

/** A SKU as an order needs it: the cart's view plus retail price and pack rules. */
export interface OrderSku extends CartSku {
  retailPrice: bigint;
  /** a pack's required total of picked items; null for other kinds */
  packTotalQty: number | null;
  /** SKU ids a pack's member may pick from */
  packChoiceSkuIds: number[];
}

/** The company's SKUs by id (another company's are absent, as unknown ones). */
export async function skusForOrder(
  db: Db,
  companyCode: string,
  locale: Locale,
  skuIds: number[],
): Promise<Map<number, OrderSku>> {
  const skus = await skusForCart(db, companyCode, locale, skuIds);
  const extras = await orderSkuExtras(db, [...skus.keys()]);
  const packIds = [...skus.values()].filter((s) => s.kind === 'pack').map((s) => s.productId);
  const choices = await packChoicesOf(db, [...new Set(packIds)]);
  const result = new Map<number, OrderSku>();
  for (const sku of skus.values()) {
    const extra = extras.find((e) => e.id === sku.id);
    result.set(sku.id, {
      ...sku,
      retailPrice: extra?.retail_price ?? sku.memberPrice,
      packTotalQty: extra?.pack_total_qty ?? null,
      packChoiceSkuIds: choices
        .filter((c) => c.pack_product_id === sku.productId)
        .map((c) => c.sku_id),
    });
  }
  return result;
}

export type StockTake = { ok: true } | { ok: false; skuId: number; stock: number };

/**
 * Takes stock for an order inside its transaction: the rows are locked in id order, every
 * need is checked against the locked stock, then all are taken in one statement. A shortfall
 * takes nothing and names the first SKU short; the caller rolls its transaction back.
 */
export async function takeStock(
  trx: Trx,
  needs: { skuId: number; qty: number }[],
): Promise<StockTake> {
  const sorted = [...needs].sort((a, b) => a.skuId - b.skuId);
  const rows = await lockSkuStock(
    trx,
    sorted.map((n) => n.skuId),
  );
  for (const need of sorted) {
    const stock = rows.find((r) => r.id === need.skuId)?.stock ?? 0;
    if (stock < need.qty) return { ok: false, skuId: need.skuId, stock };
  }
  await moveStock(trx, sorted, -1);
  return { ok: true };
}

/** Gives stock back (a released reservation); the caller makes sure it happens once. */
export async function returnStock(
  trx: Trx,
  moves: { skuId: number; qty: number }[],
): Promise<void> {
  const sorted = [...moves].sort((a, b) => a.skuId - b.skuId);
  if (sorted.length === 0) return;
  await lockSkuStock(
    trx,
    sorted.map((m) => m.skuId),
  );
  await moveStock(trx, sorted, 1);
}

export type CodedStockTake =
  | { outcome: 'taken'; skuId: number; left: number }
  | { outcome: 'short'; skuId: number; stock: number }
  | { outcome: 'notInCatalogue' };

/**
 * Takes `qty` of the SKU with this code from the company's stock, inside the caller's
 * transaction (a product prize handed out). A code the catalogue does not hold (a trip, a
 * voucher) takes nothing and says so; a shortfall takes nothing and names the stock left.
 */
export async function takeStockByCode(
  trx: Trx,
  companyCode: string,
  code: string,
  qty: number,
): Promise<CodedStockTake> {
  const sku = await lockSkuByCode(trx, companyCode, code);
  if (!sku) return { outcome: 'notInCatalogue' };
  if (sku.stock < qty) return { outcome: 'short', skuId: sku.id, stock: sku.stock };
  await moveStock(trx, [{ skuId: sku.id, qty }], -1);
  return { outcome: 'taken', skuId: sku.id, left: sku.stock - qty };
}
