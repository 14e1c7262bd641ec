import { CART_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  checkSkuQty,
  deleteCartLines,
  getCart,
  saveCartLine,
  updateCartLine,
} from './cart.service.js';

/** The cart calls of spec "The calls the product makes"; a member reads and changes only their own lines. */
export async function cartRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.list, (request) =>
    getCart(deps, requireAuth(request), request.params.platform, request.locale),
  );
  route(app, CALLS.save, (request) =>
    saveCartLine(deps, requireAuth(request), request.platform, request.body, request.locale),
  );
  route(app, CALLS.update, (request) =>
    updateCartLine(
      deps,
      requireAuth(request),
      request.params.id,
      request.params.qty,
      request.locale,
    ),
  );
  route(app, CALLS.delete, (request) =>
    deleteCartLines(deps, requireAuth(request), request.query.id),
  );
  route(app, CALLS.checkQty, (request) =>
    checkSkuQty(deps, requireAuth(request), request.body, request.locale),
  );
}
