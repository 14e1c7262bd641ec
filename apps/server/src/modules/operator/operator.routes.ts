import { CONSOLE_AUTH_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { consoleTokenOf, requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  changeOperatorPassword,
  currentOperator,
  operatorLogin,
  operatorVerify,
} from './operator-auth.service.js';
import { operatorLogout } from './operator-session.service.js';

/** The console's sign-in: password, then a code (or enrolment); the session; sign-out. */
export async function operatorRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_AUTH_CALLS;
  route(app, C.login, (req) => operatorLogin(deps, req.body, req.ip));
  route(app, C.verify, (req) => operatorVerify(deps, req.body, req.ip));
  route(app, C.me, (req) => currentOperator(deps, requireOperator(req)));
  route(app, C.changePassword, (req) =>
    changeOperatorPassword(deps, requireOperator(req), req.body, consoleTokenOf(req) ?? ''),
  );
  route(app, C.logout, (req) => operatorLogout(deps, consoleTokenOf(req) ?? ''));
}
