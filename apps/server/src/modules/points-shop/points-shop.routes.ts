import { IDEMPOTENCY_HEADER, POINTS_SHOP_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  exchangeMinBv,
  exchangePoints,
  getPointsProduct,
  listPointsProducts,
  previewExchange,
} from './points-shop.service.js';

/** The points shop: products priced in points, the month's BV rule, the exchange. */
export async function pointsShopRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.products, (request) =>
    listPointsProducts(deps, requireAuth(request), request.query, request.locale),
  );
  route(app, CALLS.product, (request) =>
    getPointsProduct(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.minBv, (request) => exchangeMinBv(deps, requireAuth(request)));
  route(app, CALLS.beforeExchange, (request) =>
    previewExchange(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.exchange, (request) =>
    exchangePoints(deps, requireAuth(request), request.body, {
      idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      locale: request.locale,
    }),
  );
}
