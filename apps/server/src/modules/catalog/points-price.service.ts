import {
  pickText,
  type Locale,
  type PointsProductDetail,
  type PointsProductList,
  type PointsProductListQuery,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findProduct, productImages, productTexts } from './catalog.repository.js';
import { skusForCart, type CartSku } from './sku-lookup.service.js';
import {
  countPointsProducts,
  pagePointsProducts,
  pointsPricesOf,
  pointsSkusOfProduct,
  updatePointsPrice,
} from './points-price.repository.js';

/**
 * The catalogue's side of the points shop (docs/points-shop.md): which SKUs have a price in
 * vacation points. Only active products of the main platform, packs excepted (a pack's
 * choices are priced in money only).
 */

/** A page of the company's point-priced products, in the member's language. */
export async function pointsProductPage(
  db: Db,
  companyCode: string,
  locale: Locale,
  query: PointsProductListQuery,
): Promise<PointsProductList> {
  const filter = { companyCode, locale, keyword: query.keyword || undefined };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [total, rows] = await Promise.all([
    countPointsProducts(db, filter),
    pagePointsProducts(db, filter, offset, query.pageSize),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      name: row.name,
      imageUrl: row.image_url,
      skuId: row.sku_id,
      pointsPrice: Number(row.points_price),
      stock: row.stock,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One point-priced product of the company; anything else answers invalidProduct. */
export async function pointsProductDetail(
  db: Db,
  companyCode: string,
  locale: Locale,
  id: number,
): Promise<PointsProductDetail> {
  const product = await findProduct(db, companyCode, id);
  if (!product || product.platform !== 'bzz' || product.kind === 'pack') {
    throw new AppError('invalidProduct');
  }
  const [skus, texts, images] = await Promise.all([
    pointsSkusOfProduct(db, id),
    productTexts(db, [id]),
    productImages(db, [id]),
  ]);
  const first = skus[0];
  if (!first) throw new AppError('invalidProduct');
  const own = pickText(
    Object.fromEntries(texts.map((t) => [t.locale, t])) as Partial<
      Record<Locale, (typeof texts)[number]>
    >,
    locale,
  );
  const urls = images.map((i) => i.url);
  return {
    id,
    code: product.code,
    kind: product.kind,
    name: own?.name ?? product.code,
    description: own?.description ?? '',
    imageUrl: urls[0] ?? null,
    images: urls,
    skuId: first.id,
    pointsPrice: Number(first.points_price),
    stock: first.stock,
    skus: skus.map((sku) => ({
      id: sku.id,
      code: sku.code,
      label: sku.label,
      pointsPrice: Number(sku.points_price),
      stock: sku.stock,
    })),
  };
}

/** A SKU as an exchange prices it: the cart's view and its price in points. */
export interface PointPricedSku extends CartSku {
  pointsPrice: bigint;
}

/**
 * The company's point-priced SKUs by id, on sale on the main platform and not packs; any
 * other (another company's, not priced in points, withdrawn) is absent.
 */
export async function pointsSkusFor(
  db: Db,
  companyCode: string,
  locale: Locale,
  skuIds: number[],
): Promise<Map<number, PointPricedSku>> {
  const [skus, prices] = await Promise.all([
    skusForCart(db, companyCode, locale, skuIds),
    pointsPricesOf(db, companyCode, skuIds),
  ]);
  const result = new Map<number, PointPricedSku>();
  for (const sku of skus.values()) {
    const price = prices.find((p) => p.id === sku.id)?.points_price ?? null;
    if (price === null || !sku.onSale || sku.platform !== 'bzz' || sku.kind === 'pack') continue;
    result.set(sku.id, { ...sku, pointsPrice: BigInt(price) });
  }
  return result;
}

/** Sets (or clears, with null) a SKU's price in points; false when the company has no such SKU. */
export function setPointsPrice(
  db: Db,
  companyCode: string,
  skuCode: string,
  points: bigint | null,
): Promise<boolean> {
  return updatePointsPrice(db, companyCode, skuCode, points);
}
