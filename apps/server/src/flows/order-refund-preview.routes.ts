import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import { requireOperator } from '../plugins/console-auth.js';
import type { ZodApp } from '../types.js';
import { refundPreviewFlow } from './order-refund-preview.flow.js';

/** The console's refund preview (order-refund-preview.flow.ts). */
export async function orderRefundPreviewRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_ORDERS_CALLS.orderRefundPreview, (req) =>
    refundPreviewFlow(deps, requireOperator(req), req.params.orderNo, req.body, req.locale),
  );
}
