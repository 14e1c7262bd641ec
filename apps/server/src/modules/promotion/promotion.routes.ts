import { PROMOTION_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { spin } from './promotion-spin.service.js';
import { memberPoints, memberPointsHistory } from './promotion-points.service.js';
import { getPromotion, listPromotions } from './promotion.service.js';

/** Promotions of the member's company, the member's progress and alphaspin. */
export async function promotionRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.list, (request) => listPromotions(deps, requireAuth(request), request.locale));
  route(app, CALLS.detail, (request) =>
    getPromotion(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.points, (request) => memberPoints(deps, requireAuth(request)));
  route(app, CALLS.pointsHistory, (request) =>
    memberPointsHistory(deps, requireAuth(request), request.query),
  );
  route(app, CALLS.spin, (request) =>
    spin(
      deps,
      requireAuth(request),
      request.params.id,
      request.body.clientSeed,
      request.headers['idempotency-key'],
    ),
  );
}
