import { CONSOLE_ORDERS_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { consoleOrderStep, refundConsoleOrder } from './order-console-steps.service.js';
import {
  addOrderNote,
  consoleOrder,
  orderCompanies,
  searchConsoleOrders,
} from './order-console.service.js';

/** The console's orders: search, the order's page and notes, shipping, refunds. */
export async function orderConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_ORDERS_CALLS;
  route(app, C.orderSearch, (req) => searchConsoleOrders(deps, requireOperator(req), req.query));
  route(app, C.orderCompanies, (req) => orderCompanies(deps, requireOperator(req)));
  // the pick list prints with the invoice's fonts: flows/order-pick-list.routes.ts
  route(app, C.order, (req) => consoleOrder(deps, requireOperator(req), req.params.orderNo));
  route(app, C.orderNote, (req) =>
    addOrderNote(deps, requireOperator(req), req.params.orderNo, req.body.note),
  );
  route(app, C.orderShip, (req) =>
    consoleOrderStep(deps, requireOperator(req), req.params.orderNo, 'ship', req.body),
  );
  route(app, C.orderDeliver, (req) =>
    consoleOrderStep(deps, requireOperator(req), req.params.orderNo, 'deliver'),
  );
  route(app, C.orderCancel, (req) =>
    consoleOrderStep(deps, requireOperator(req), req.params.orderNo, 'cancel', req.body),
  );
  // the refund preview asks the promotions too: flows/order-refund-preview.routes.ts
  route(app, C.orderRefund, (req) =>
    refundConsoleOrder(deps, requireOperator(req), req.params.orderNo, req.body),
  );
}
