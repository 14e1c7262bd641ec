import { CONSOLE_OPERATOR_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  operatorChange,
  operatorCreate,
  operatorList,
  roleList,
  roleSave,
} from './operator-console.service.js';

/** Operators and roles in the console (administrators). */
export async function operatorConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_OPERATOR_CALLS;
  route(app, C.operators, (req) => operatorList(deps, requireOperator(req), req.query));
  route(app, C.operatorCreate, (req) => operatorCreate(deps, requireOperator(req), req.body));
  route(app, C.operatorUpdate, (req) =>
    operatorChange(deps, requireOperator(req), req.params.id, 'update', req.body),
  );
  route(app, C.operatorDisable, (req) =>
    operatorChange(deps, requireOperator(req), req.params.id, 'disable', req.body),
  );
  route(app, C.operatorEnable, (req) =>
    operatorChange(deps, requireOperator(req), req.params.id, 'enable', req.body),
  );
  route(app, C.operatorResetTotp, (req) =>
    operatorChange(deps, requireOperator(req), req.params.id, 'reset-2fa', req.body),
  );
  route(app, C.roles, (req) => roleList(deps, requireOperator(req)));
  route(app, C.roleSave, (req) => roleSave(deps, requireOperator(req), req.body));
}
