import { CATALOG_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { sendStoredImage } from '../../lib/stored-images.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { productPicture } from './catalog-pictures.service.js';
import { getProduct, listProducts } from './catalog.service.js';

/** ShoppingMall and ProductDetail (spec "Main mode", "Marketplace mode"): the member's own company's products. */
export async function catalogRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.list, (request) =>
    listProducts(
      deps,
      requireAuth(request),
      request.params.platform,
      request.query,
      request.locale,
    ),
  );
  route(app, CALLS.detail, (request) =>
    getProduct(deps, requireAuth(request), request.params.id, request.locale),
  );
  route(app, CALLS.image, async (request, reply) =>
    sendStoredImage(reply, await productPicture(deps, request.params.name)),
  );
}
