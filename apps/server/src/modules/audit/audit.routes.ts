import { CONSOLE_DESK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { exportAuditCsv, searchAudit } from './audit.service.js';

/** The audit trail in the console: search, and the same as CSV. */
export async function auditRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_DESK_CALLS;
  route(app, C.audit, (req) => searchAudit(deps, requireOperator(req), req.query));
  route(app, C.auditExport, async (req, reply) => {
    const csv = await exportAuditCsv(deps, requireOperator(req), req.query);
    return sendDownload(reply, 'audit.csv', csv, 'text/csv; charset=utf-8');
  });
}
