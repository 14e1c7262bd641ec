import { DASHBOARD_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import { requireAuth } from '../plugins/auth.js';
import type { ZodApp } from '../types.js';
import { dashboardSummary } from './dashboard-summary.js';

/**
 * The dashboard keeps no records of its own: its one call reads other modules' figures through
 * a read-only flow, scoped to the signed-in member.
 */
export async function dashboardSummaryRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.memberSummary, (request) => dashboardSummary(deps, requireAuth(request)));
}
