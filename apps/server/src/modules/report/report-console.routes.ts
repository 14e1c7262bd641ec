import { CONSOLE_REPORT_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  jobsReport,
  payoutsReport,
  salesReport,
  withdrawalsReport,
} from './report-console.service.js';
import { reportCsv } from './report-csv.service.js';
import { autoshipReport, membersReport } from './report-people.service.js';

/** The console's reports: one call each, and any of them as CSV. */
export async function reportConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_REPORT_CALLS;
  route(app, C.reportSales, (req) => salesReport(deps, requireOperator(req), req.query));
  route(app, C.reportPayouts, (req) => payoutsReport(deps, requireOperator(req), req.query));
  route(app, C.reportWithdrawals, (req) =>
    withdrawalsReport(deps, requireOperator(req), req.query),
  );
  route(app, C.reportMembers, (req) => membersReport(deps, requireOperator(req), req.query));
  route(app, C.reportAutoship, (req) => autoshipReport(deps, requireOperator(req), req.query));
  route(app, C.reportJobs, (req) => jobsReport(deps, requireOperator(req), req.query));
  route(app, C.reportCsv, async (req, reply) => {
    const file = await reportCsv(deps, requireOperator(req), req.params.report, req.query);
    return sendDownload(reply, file.fileName, file.csv, 'text/csv; charset=utf-8');
  });
}
