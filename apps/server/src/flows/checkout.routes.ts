import { ORDER_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { route } from '../lib/register-call.js';
import { requireAuth } from '../plugins/auth.js';
import type { ZodApp } from '../types.js';
import { previewOrder, saveOrder } from './checkout.flow.js';

/**
 * The order calls that run the checkout flow: the preview before saving and the save. They
 * sit here, not in the order module, because the flow composes the order face with others and
 * a module never imports a flow.
 */
export async function checkoutFlowRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.beforeSave, (request) =>
    previewOrder(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.save, (request) =>
    saveOrder(deps, requireAuth(request), request.body, {
      idempotencyKey: request.headers['idempotency-key'],
      locale: request.locale,
    }),
  );
}
