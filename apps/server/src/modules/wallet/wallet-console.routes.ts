import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consoleWithdrawalStep, withdrawalQueue } from './wallet-console.service.js';

/** The console's money desk: the withdrawal queue and its steps. */
export async function walletConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_DESK_CALLS;
  route(app, C.withdrawals, (req) => withdrawalQueue(deps, requireOperator(req), req.query));
  route(app, C.withdrawalDecide, (req) =>
    consoleWithdrawalStep(deps, requireOperator(req), { ...req.params, ...req.body }),
  );
  route(app, C.withdrawalPayout, (req) =>
    consoleWithdrawalStep(deps, requireOperator(req), { ...req.params, ...req.body }),
  );
}
