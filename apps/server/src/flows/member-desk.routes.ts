import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import { requireOperator } from '../plugins/console-auth.js';
import type { ZodApp } from '../types.js';
import { memberDeskPage } from './member-desk.flow.js';

/** The console's member page (member-desk.flow.ts). */
export async function memberDeskRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_DESK_CALLS.member, (req) =>
    memberDeskPage(deps, requireOperator(req), req.params.id),
  );
}
