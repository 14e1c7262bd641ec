import { INVOICE_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  memberInvoice,
  memberInvoiceLink,
  memberInvoicePdf,
  signedInvoice,
  signedInvoicePdf,
} from './invoice.service.js';
import type { InvoiceSource } from './invoice-source.js';
import { orderInvoiceSource } from './order-invoice-source.js';

/** Invoices: the owner's page and PDF, and the signed InvoiceOss link (no login). */
export async function invoiceRoutes(
  app: ZodApp,
  deps: AppDeps,
  source: InvoiceSource = orderInvoiceSource,
) {
  route(app, CALLS.invoice, (request) =>
    memberInvoice(deps, requireAuth(request), request.params.orderNo, source),
  );
  route(app, CALLS.pdf, async (request, reply) => {
    const auth = requireAuth(request);
    const file = await memberInvoicePdf(deps, auth, request.params.orderNo, request.locale, source);
    return sendDownload(reply, file.fileName, file.body);
  });
  route(app, CALLS.link, (request) =>
    memberInvoiceLink(deps, requireAuth(request), request.params.orderNo, source),
  );
  route(app, CALLS.oss, (request) => signedInvoice(deps, request.query, source));
  route(app, CALLS.ossPdf, async (request, reply) => {
    const file = await signedInvoicePdf(deps, request.query, request.locale, source);
    return sendDownload(reply, file.fileName, file.body);
  });
}
