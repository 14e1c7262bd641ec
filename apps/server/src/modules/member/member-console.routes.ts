import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { freezeMember, memberDetail, searchMembers } from './member-console.service.js';

/** The console's member desk: search, a member's page, freeze and unfreeze. */
export async function memberConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_DESK_CALLS;
  route(app, C.memberSearch, (req) => searchMembers(deps, requireOperator(req), req.query));
  route(app, C.member, (req) => memberDetail(deps, requireOperator(req), req.params.id));
  route(app, C.memberFreeze, (req) =>
    freezeMember(deps, requireOperator(req), req.params.id, req.body),
  );
}
