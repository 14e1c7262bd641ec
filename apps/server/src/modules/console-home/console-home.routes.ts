import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consoleHome } from './console-home.service.js';

/** The console's home page. */
export async function consoleHomeRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_DESK_CALLS.home, (req) => consoleHome(deps, requireOperator(req)));
}
