import { ORDER_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { previewOrder, saveOrder } from '../../flows/checkout.flow.js';
// payment (issue 13)
import { payOrderFlow } from '../../flows/order-payment.flow.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { cancelOrder } from './order-cancel.service.js';
import { checkoutOptions, listOrders, orderDetail, paymentStatus } from './order-query.service.js';

/** The order calls (spec 7 and issue 13); a member sees, cancels and pays only their own. */
export async function orderRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.checkoutOptions, (request) => checkoutOptions(deps, requireAuth(request)));
  route(app, CALLS.beforeSave, (request) =>
    previewOrder(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.save, (request) =>
    saveOrder(deps, requireAuth(request), request.body, {
      idempotencyKey: request.headers['idempotency-key'],
      locale: request.locale,
    }),
  );
  route(app, CALLS.list, (request) => listOrders(deps, requireAuth(request), request.query));
  route(app, CALLS.detail, (request) =>
    orderDetail(deps, requireAuth(request), request.params.orderNo, request.locale),
  );
  route(app, CALLS.cancel, (request) =>
    cancelOrder(deps, requireAuth(request), request.params.orderNo, request.locale),
  );
  route(app, CALLS.pay, (request) =>
    payOrderFlow(deps, requireAuth(request), request.params.orderNo, request.body, {
      idempotencyKey: request.headers['idempotency-key'],
    }),
  );
  route(app, CALLS.paymentStatus, (request) =>
    paymentStatus(deps, requireAuth(request), request.params.orderNo),
  );
}
