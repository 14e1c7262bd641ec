import { CONSOLE_CYCLES_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { cycleDetail, listCycles } from './cycle-console-read.service.js';
import { auditRun, closeRun, lockRun, previewRun } from './cycle-console.service.js';

/** The console's commission runs: preview, a second operator's audit, lock, close. */
export async function cycleConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CYCLES_CALLS;
  route(app, C.cycles, (req) => listCycles(deps, requireOperator(req), req.query.company));
  route(app, C.cycle, (req) => cycleDetail(deps, requireOperator(req), req.params));
  route(app, C.cyclePreview, (req) => previewRun(deps, requireOperator(req), req.params));
  route(app, C.cycleAudit, (req) =>
    auditRun(deps, requireOperator(req), { ...req.params, ...req.body }),
  );
  route(app, C.cycleLock, (req) =>
    lockRun(deps, requireOperator(req), { ...req.params, ...req.body }),
  );
  route(app, C.cycleClose, (req) =>
    closeRun(deps, requireOperator(req), { ...req.params, ...req.body }),
  );
}
