import { CONSOLE_CYCLES_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { lastLedgerCheck, runLedgerCheck } from './ledger-check-console.service.js';

/** The console's ledger check: run it (kept and audited), and its last result. */
export async function ledgerCheckConsoleRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_CYCLES_CALLS.ledgerCheck, (req) => runLedgerCheck(deps, requireOperator(req)));
  route(app, CONSOLE_CYCLES_CALLS.ledgerCheckLast, (req) =>
    lastLedgerCheck(deps, requireOperator(req)),
  );
}
