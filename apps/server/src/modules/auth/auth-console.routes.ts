import { CONSOLE_MEMBER_ACTIONS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consolePasswordReset, consoleViewAs } from './auth-console.service.js';

/** The member desk's account actions: the password-reset mail and the read-only view-as. */
export async function authConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_MEMBER_ACTIONS_CALLS;
  route(app, C.memberPasswordReset, (req) =>
    consolePasswordReset(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.memberViewAs, (req) =>
    consoleViewAs(deps, requireOperator(req), req.params.id, req.body),
  );
}
