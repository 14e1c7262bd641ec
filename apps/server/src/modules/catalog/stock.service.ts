import type { Locale } from '@portal/contract';
import type { Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { cartSkuOf, type CartSku } from './sku-lookup.service.js';
import {
  lockAndTakeStock,
  lockSkuByCode,
  lockSkuStock,
  moveStock,
  orderSkuQuery,
  orderSkuRowOfJson,
  orderSkuRows,
  type OrderSkuRow,
} from './stock.repository.js';

/** A SKU as an order needs it: the cart's view plus retail price and pack rules. */
export interface OrderSku extends CartSku {
  retailPrice: bigint;
  /** a pack's required total of picked items; null for other kinds */
  packTotalQty: number | null;
  /** SKU ids a pack's member may pick from */
  packChoiceSkuIds: number[];
}

const orderSkuOf = (row: OrderSkuRow, locale: Locale): OrderSku => ({
  ...cartSkuOf(row, locale),
  retailPrice: row.retail_price,
  packTotalQty: row.pack_total_qty,
  packChoiceSkuIds: row.choices,
});

/**
 * The company's SKUs by id (another company's are absent, as unknown ones), in the member's
 * language (English fallback), read in one statement.
 */
export async function skusForOrder(
  db: Db,
  companyCode: string,
  locale: Locale,
  skuIds: number[],
): Promise<Map<number, OrderSku>> {
  const rows = await orderSkuRows(db, companyCode, [...new Set(skuIds)]);
  return new Map(rows.map((row) => [row.id, orderSkuOf(row, locale)]));
}

/**
 * `skusForOrder` in two halves, for a caller whose statement reads the SKUs beside its own
 * rows (the checkout's company read): the query it embeds as JSON (undefined for no ids), then
 * its rows made the same map.
 */
export const skusForOrderQuery = (db: Db, companyCode: string, skuIds: number[]) =>
  orderSkuQuery(db, companyCode, [...new Set(skuIds)]);

export function skusForOrderOfJson(
  rows: readonly Parameters<typeof orderSkuRowOfJson>[0][],
  locale: Locale,
): Map<number, OrderSku> {
  return new Map(rows.map((json) => [json.id, orderSkuOf(orderSkuRowOfJson(json), locale)]));
}

export type StockTake = { ok: true } | { ok: false; skuId: number; stock: number };

/** The first need the locked stock does not cover, in id order (needs sorted by id). */
function firstShort(
  sorted: { skuId: number; qty: number }[],
  rows: { id: number; stock: number }[],
): StockTake {
  for (const need of sorted) {
    const stock = rows.find((r) => r.id === need.skuId)?.stock ?? 0;
    if (stock < need.qty) return { ok: false, skuId: need.skuId, stock };
  }
  return { ok: true };
}

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
  const judged = firstShort(sorted, rows);
  if (judged.ok) await moveStock(trx, sorted, -1);
  return judged;
}

/**
 * `takeStock` in one round trip, with another module's expression read beside it (the
 * checkout's first-purchase look-up, which must come after the buyer's lock): the rows locked
 * in id order, and taken only when every need is covered, by the statement itself
 * (`lockAndTakeStock`). The rule is judged here on the same locked stock too, and the two must
 * agree: a disagreement is a bug, refused rather than answered.
 */
export async function takeStockWith<T>(
  trx: Trx,
  needs: { skuId: number; qty: number }[],
  alongside: Expression<T>,
): Promise<StockTake & { alongside: T }> {
  const sorted = [...needs].sort((a, b) => a.skuId - b.skuId);
  const done = await lockAndTakeStock(trx, sorted, alongside);
  const judged = firstShort(sorted, done.rows);
  if (judged.ok !== done.taken) throw new Error('stock: the statement and the rule disagree');
  return { ...judged, alongside: done.alongside };
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
