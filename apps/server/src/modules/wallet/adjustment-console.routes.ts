import { CONSOLE_ADJUSTMENTS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { approveAdjustment, rejectAdjustment } from './adjustment-console.decide.js';
import { createAdjustment } from './adjustment-console.service.js';
import { listAdjustments } from './adjustment-console.view.js';

/** The console's wallet adjustments: the list, a new one, a second operator's decision. */
export async function adjustmentConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_ADJUSTMENTS_CALLS;
  route(app, C.adjustments, (req) => listAdjustments(deps, requireOperator(req), req.query));
  route(app, C.adjustmentCreate, (req) => createAdjustment(deps, requireOperator(req), req.body));
  route(app, C.adjustmentApprove, (req) =>
    approveAdjustment(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.adjustmentReject, (req) =>
    rejectAdjustment(deps, requireOperator(req), req.params.id, req.body),
  );
}
