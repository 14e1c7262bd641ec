import { ESTIMATE_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { route } from '../../../lib/register-call.js';
import { requireAuth } from '../../../plugins/auth.js';
import type { ZodApp } from '../../../types.js';
import { getRankCard } from '../rank/index.js';
import { getBonusEstimate } from './estimate.service.js';

/** The member's own estimate and rank report card; scoped to the signed-in member. */
export async function estimateRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.estimate, (request) => getBonusEstimate(deps, requireAuth(request)));
  route(app, CALLS.rankCard, (request) => getRankCard(deps, requireAuth(request)));
}
