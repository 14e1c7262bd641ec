import { VACATION_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { getVacationHistory, getVacationPoints } from './vacation-read.service.js';

/** The member's own vacation points. */
export async function vacationRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.points, (request) => getVacationPoints(deps, requireAuth(request)));
  route(app, CALLS.history, (request) =>
    getVacationHistory(deps, requireAuth(request), request.query),
  );
}
