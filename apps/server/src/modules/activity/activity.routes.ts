import { SYSTEM_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { addBusinessLog, dashboardCarousel } from './activity.service.js';

/** Session calls: the dashboard carousel and the member's business log. */
export async function activityRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.dashboardCarousel, (request) =>
    dashboardCarousel(deps, requireAuth(request), {
      platform: request.platform,
      locale: request.locale,
    }),
  );
  route(app, CALLS.addBusinessLog, (request) =>
    addBusinessLog(deps, requireAuth(request), request.body, request.ip ?? null),
  );
}
