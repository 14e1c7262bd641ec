import { CONSOLE_PROMOTION_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  consolePromotionQualifiers,
  consolePromotionTiers,
  createConsolePromotion,
  listConsolePromotions,
  settleConsolePromotion,
} from './promotion-console.service.js';

/** The console's promotions: the list, creating one, its tiers, who qualifies, settling. */
export async function promotionConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_PROMOTION_CALLS;
  route(app, C.promotions, (req) => listConsolePromotions(deps, requireOperator(req), req.query));
  route(app, C.promotionCreate, (req) =>
    createConsolePromotion(deps, requireOperator(req), req.body.config),
  );
  route(app, C.promotionTiers, (req) =>
    consolePromotionTiers(deps, requireOperator(req), req.params.id),
  );
  route(app, C.promotionQualifiers, (req) =>
    consolePromotionQualifiers(deps, requireOperator(req), req.params.id, req.query),
  );
  route(app, C.promotionSettle, (req) =>
    settleConsolePromotion(deps, requireOperator(req), req.params.id, req.body),
  );
}
