import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { sendDownload } from '../lib/download.js';
import { route } from '../lib/register-call.js';
import { requireOperator } from '../plugins/console-auth.js';
import type { ZodApp } from '../types.js';
import { pickListFlow } from './order-pick-list.flow.js';

/** The console's pick list PDF (order-pick-list.flow.ts). */
export async function orderPickListRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CONSOLE_ORDERS_CALLS.orderPickList, async (req, reply) => {
    const file = await pickListFlow(deps, requireOperator(req), req.query, req.locale);
    return sendDownload(reply, file.fileName, file.body, 'application/pdf');
  });
}
