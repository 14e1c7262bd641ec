import { ORDER_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import { requireAuth } from '../plugins/auth.js';
import type { ZodApp } from '../types.js';
import { payOrderFlow } from './order-payment.flow.js';

/** The pay call: a member pays their own order through the payment flow. */
export async function orderPaymentFlowRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.pay, (request) =>
    payOrderFlow(deps, requireAuth(request), request.params.orderNo, request.body, {
      idempotencyKey: request.headers['idempotency-key'],
    }),
  );
}
