import { BONUS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { sendDownload } from '../../../lib/download.js';
import { route } from '../../../lib/register-call.js';
import { requireAuth } from '../../../plugins/auth.js';
import type { ZodApp } from '../../../types.js';
import { getBonusCycle, getBonusReport } from './report.service.js';
import { getBonusReportPdf } from './report-pdf.service.js';

/** The member's own bonus report; every read is scoped to the signed-in member. */
export async function bonusRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.report, (request) => getBonusReport(deps, requireAuth(request), request.query));
  route(app, CALLS.cycle, (request) =>
    getBonusCycle(deps, requireAuth(request), request.params.cycle),
  );
  route(app, CALLS.pdf, async (request, reply) => {
    const auth = requireAuth(request);
    const file = await getBonusReportPdf(deps, auth, request.query, request.locale);
    return sendDownload(reply, file.fileName, file.body);
  });
}
