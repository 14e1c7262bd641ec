import { ORDER_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { cancelOrder } from './order-cancel.service.js';
import { checkoutOptions, listOrders, orderDetail, paymentStatus } from './order-query.service.js';

/**
 * The order calls a member makes on their own orders: checkout options, list, detail, cancel
 * and payment status. The calls that run a flow (preview, save, pay) are registered from
 * src/flows: a module never imports a flow.
 */
export async function orderRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.checkoutOptions, (request) => checkoutOptions(deps, requireAuth(request)));
  route(app, CALLS.list, (request) => listOrders(deps, requireAuth(request), request.query));
  route(app, CALLS.detail, (request) =>
    orderDetail(deps, requireAuth(request), request.params.orderNo, request.locale),
  );
  route(app, CALLS.cancel, (request) =>
    cancelOrder(deps, requireAuth(request), request.params.orderNo, request.locale),
  );
  route(app, CALLS.paymentStatus, (request) =>
    paymentStatus(deps, requireAuth(request), request.params.orderNo),
  );
}
