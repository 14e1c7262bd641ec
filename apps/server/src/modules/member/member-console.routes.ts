import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { freezeMember, searchMembers } from './member-console.service.js';

/** The console's member desk: search, freeze and unfreeze (the member's page: flows/member-desk). */
export async function memberConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_DESK_CALLS;
  route(app, C.memberSearch, (req) => searchMembers(deps, requireOperator(req), req.query));
  route(app, C.memberFreeze, (req) =>
    freezeMember(deps, requireOperator(req), req.params.id, req.body),
  );
}
