import { CONSOLE_STOCK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { autoshipDemand } from './autoship-demand.service.js';

/**
 * The autoship demand beside the console's stock: its own call, so the catalogue module never
 * reads autoships (autoship already builds on the catalogue's face).
 */
export async function autoshipConsoleRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_STOCK_CALLS.stockDemand, (req) =>
    autoshipDemand(deps, requireOperator(req), req.query),
  );
}
