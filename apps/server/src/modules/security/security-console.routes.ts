import { CONSOLE_MEMBER_ACTIONS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consolePinUnlock } from './security-console.service.js';

/** The member desk's PIN unlock. */
export async function securityConsoleRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_MEMBER_ACTIONS_CALLS.memberPinUnlock, (req) =>
    consolePinUnlock(deps, requireOperator(req), req.params.id, req.body),
  );
}
