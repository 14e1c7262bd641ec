import { CONSOLE_DISCLOSURE_CALLS, DISCLOSURE_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  publishedPage,
  publishedPdf,
  publishedStatements,
  statementPdf,
} from './disclosure-public.service.js';
import {
  generateStatement,
  getStatement,
  listStatements,
  publishStatement,
} from './disclosure.service.js';

/** The console's income disclosure: generate, read, publish, and each statement's PDF. */
export async function disclosureConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_DISCLOSURE_CALLS;
  route(app, C.disclosures, (req) => listStatements(deps, requireOperator(req), req.query.company));
  route(app, C.disclosure, (req) => getStatement(deps, requireOperator(req), req.params.id));
  route(app, C.disclosureGenerate, (req) =>
    generateStatement(deps, requireOperator(req), req.body),
  );
  route(app, C.disclosurePublish, (req) =>
    publishStatement(deps, requireOperator(req), req.params.id),
  );
  route(app, C.disclosurePdf, async (req, reply) => {
    const file = await statementPdf(deps, requireOperator(req), req.params.id, req.locale);
    return sendDownload(reply, file.fileName, file.body, 'application/pdf');
  });
}

/**
 * The public side, open without a login: the published statements as data, as a page the
 * company links to (HTML with its own narrow policy: its inline style, nothing else), and PDFs.
 */
export async function disclosurePublicRoutes(app: ZodApp, deps: AppDeps) {
  const C = DISCLOSURE_CALLS;
  route(app, C.published, (req) => publishedStatements(deps, req.params.companyCode));
  route(app, C.page, async (req, reply) => {
    const html = await publishedPage(deps, req.params.companyCode, req.query.lang ?? req.locale);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(html);
  });
  route(app, C.pdf, async (req, reply) => {
    const { companyCode, id } = req.params;
    const file = await publishedPdf(deps, companyCode, id, req.locale);
    return sendDownload(reply, file.fileName, file.body, 'application/pdf');
  });
}
