import { defineCall } from '../common/define-call.js';
import { idempotencyHeadersSchema } from '../common/money-fields.js';
import {
  exchangeInputSchema,
  exchangeMinBvSchema,
  exchangePreviewSchema,
  exchangeResultSchema,
  POINTS_SHOP_PATHS,
  pointsProductDetailSchema,
  pointsProductListQuerySchema,
  pointsProductListSchema,
  pointsProductParamsSchema,
} from './points-shop.schemas.js';

const tags = ['points-shop'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;
/** What an exchange can be refused for, besides validation (spec "The error catalogue"). */
const EXCHANGE_ERRORS = [
  'invalidProduct',
  'productBvInsufficient',
  'pointsBalanceInsufficient',
  'orderStockInsufficient',
  'addressRequired',
  'deliveryUnavailable',
] as const;

/**
 * The points shop (spec "Main mode" PointsShop): the company's point-priced products, the
 * month's BV rule, the pre-check and the exchange, which places an order paid in vacation
 * points. The balance and the history (Details) are the vacation calls' (`VACATION_CALLS`).
 */
export const POINTS_SHOP_CALLS = {
  products: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: POINTS_SHOP_PATHS.products,
    query: pointsProductListQuerySchema,
    response: pointsProductListSchema,
    summary: "A page of the company's products priced in vacation points",
  }),
  product: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: POINTS_SHOP_PATHS.product,
    params: pointsProductParamsSchema,
    response: pointsProductDetailSchema,
    summary: 'One product of the points shop with its point-priced SKUs',
    errors: ['invalidProduct'],
  }),
  minBv: defineCall({
    ...SELF,
    method: 'POST',
    path: POINTS_SHOP_PATHS.minBv,
    response: exchangeMinBvSchema,
    summary: "The month's BV an exchange needs, the member's BV this month and whether it is met",
  }),
  beforeExchange: defineCall({
    ...SELF,
    method: 'POST',
    path: POINTS_SHOP_PATHS.beforeExchange,
    body: exchangeInputSchema,
    response: exchangePreviewSchema,
    summary: 'Checks an exchange (BV rule, points balance, stock) and prices it in points',
    errors: [...EXCHANGE_ERRORS],
  }),
  exchange: defineCall({
    ...SELF,
    method: 'POST',
    path: POINTS_SHOP_PATHS.exchange,
    headers: idempotencyHeadersSchema,
    body: exchangeInputSchema,
    response: exchangeResultSchema,
    summary: 'Exchanges points for products: places an order paid in points (Idempotency-Key)',
    errors: [...EXCHANGE_ERRORS, 'idempotencyConflict'],
  }),
} as const;
