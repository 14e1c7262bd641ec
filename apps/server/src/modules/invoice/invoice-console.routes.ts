import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { resendInvoice } from './invoice-console.service.js';

/** The order page's re-send of the invoice (the invoice module reads orders, not the reverse). */
export async function invoiceConsoleRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_ORDERS_CALLS.orderInvoiceResend, (req) =>
    resendInvoice(deps, requireOperator(req), req.params.orderNo, req.headers['idempotency-key']),
  );
}
