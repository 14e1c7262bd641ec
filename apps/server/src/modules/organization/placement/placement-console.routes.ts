import { CONSOLE_PLACEMENT_CALLS } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { route } from '../../../lib/register-call.js';
import { requireOperator } from '../../../plugins/console-auth.js';
import type { ZodApp } from '../../../types.js';
import { movePlacement, previewPlacementMove } from './placement-console.service.js';

/** The console's placement moves: a preview that changes nothing, then the move. */
export async function placementConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_PLACEMENT_CALLS;
  route(app, C.placementPreview, (req) =>
    previewPlacementMove(deps, requireOperator(req), req.body),
  );
  route(app, C.placementMove, (req) => movePlacement(deps, requireOperator(req), req.body));
}
