import { z } from 'zod';
import { CATALOG_KEYWORD_MAX, CATALOG_PAGE } from '../catalog/catalog-rules.js';
import { productKindSchema } from '../catalog/catalog.schemas.js';
import { bodyId, pagedSchema, requiredOr } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { integerIdParam, optionalString, pagingShape } from '../common/validation.js';
import { deliveryInputSchema } from '../order/order-input.js';
import { ORDER_FIELD_ERROR, ORDER_LIMITS } from '../order/order-constants.js';

/**
 * The points shop (spec "Main mode" PointsShop: the exchange page, Details and ProductDetail;
 * compensation-plan.md "Vacation points"): products priced in vacation points, bought with the
 * member's points in a month when their own paid orders reach the BV minimum.
 */

/** The spec's two calls keep their paths exactly; ours follow them. */
export const POINTS_SHOP_PATHS = {
  products: '/omn/pointsShop/productList',
  product: '/omn/pointsShop/productDetail/:id',
  minBv: '/omn/order/exchangePurchaseMinBv',
  beforeExchange: '/omn/order/beforeExchangePurchase',
  exchange: '/omn/order/exchangePurchase',
} as const;

/** BV of the member's own paid orders needed in the current calendar month (UTC+8). */
export const EXCHANGE_MIN_BV = '50.00';
/** An exchange is a small basket: fewer lines than a normal order. */
export const EXCHANGE_LIMITS = { maxLines: 20, qtyMax: 99 } as const;
/** The exchange list pages like the mall. */
export const POINTS_SHOP_PAGE = CATALOG_PAGE;

/** Whole points (vacation points are whole numbers; the database holds them as bigint). */
const points = z.number().int().describe('whole vacation points');
const bv = z.string().describe('business volume, exact to two decimals, e.g. "50.00"');

export const pointsProductListQuerySchema = z.object({
  ...pagingShape(POINTS_SHOP_PAGE),
  keyword: textSchema({ error: 'validation.notString' })
    .trim()
    .max(CATALOG_KEYWORD_MAX, { error: 'validation.tooLong' })
    .optional(),
});
export type PointsProductListQuery = z.infer<typeof pointsProductListQuerySchema>;

export const pointsProductParamsSchema = z.object({ id: integerIdParam });

/** A product of the exchange page: its cheapest SKU in points is the one the card shows. */
export const pointsProductCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: productKindSchema,
  name: z.string(),
  imageUrl: z.string().nullable(),
  skuId: z.number().int(),
  pointsPrice: points,
  /** stock of that SKU; 0 means out of stock */
  stock: z.number().int().nonnegative(),
});
export type PointsProductCard = z.infer<typeof pointsProductCardSchema>;

export const pointsProductListSchema = pagedSchema(
  pointsProductCardSchema,
  z.number().int().nonnegative(),
);
export type PointsProductList = z.infer<typeof pointsProductListSchema>;

export const pointsSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  pointsPrice: points,
  stock: z.number().int().nonnegative(),
});
export type PointsSku = z.infer<typeof pointsSkuSchema>;

/** ProductDetail of the points shop: only the SKUs that have a points price. */
export const pointsProductDetailSchema = pointsProductCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  skus: z.array(pointsSkuSchema),
});
export type PointsProductDetail = z.infer<typeof pointsProductDetailSchema>;

/** exchangePurchaseMinBv: the month's BV rule and where the member stands. */
export const exchangeMinBvSchema = z.object({
  requiredBv: bv,
  /** BV of the member's own paid orders (net of refunds) in the current month, UTC+8 */
  monthBv: bv,
  met: z.boolean(),
  /** the calendar month counted, 'YYYY-MM' in UTC+8 */
  month: z.string(),
});
export type ExchangeMinBv = z.infer<typeof exchangeMinBvSchema>;

const qtySchema = z
  .number({ error: requiredOr('validation.notNumber') })
  .int({ error: 'validation.notInteger' })
  .min(1, { error: ORDER_FIELD_ERROR.qtyZero })
  .max(EXCHANGE_LIMITS.qtyMax, { error: 'validation.tooLarge' });

export const exchangeLineInputSchema = z.object({ productSkuId: bodyId, qty: qtySchema });

const uniqueSkus = (lines: { productSkuId: number }[]) =>
  new Set(lines.map((l) => l.productSkuId)).size === lines.length;

/** What the member exchanges and where it goes (the delivery as in the normal checkout). */
export const exchangeInputSchema = z.object({
  lines: z
    .array(exchangeLineInputSchema, { error: ORDER_FIELD_ERROR.linesRequired })
    .min(1, { error: ORDER_FIELD_ERROR.linesRequired })
    .max(EXCHANGE_LIMITS.maxLines, { error: 'validation.tooLarge' })
    .refine(uniqueSkus, { error: ORDER_FIELD_ERROR.duplicateLine }),
  delivery: deliveryInputSchema,
  remark: optionalString(ORDER_LIMITS.remarkMax).optional(),
});
export type ExchangeInput = z.infer<typeof exchangeInputSchema>;

export const exchangeLineSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  skuLabel: z.string(),
  imageUrl: z.string().nullable(),
  qty: z.number().int(),
  pointsPrice: points,
  linePoints: points,
});
export type ExchangeLine = z.infer<typeof exchangeLineSchema>;

/** beforeExchangePurchase: the priced exchange as exchangePurchase would make it now. */
export const exchangePreviewSchema = z.object({
  lines: z.array(exchangeLineSchema),
  totalPoints: points,
  balance: points,
  balanceAfter: points,
});
export type ExchangePreview = z.infer<typeof exchangePreviewSchema>;

/** exchangePurchase's answer: the order it placed, already paid in points. */
export const exchangeResultSchema = exchangePreviewSchema.extend({
  orderNo: z.string(),
  orderType: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
