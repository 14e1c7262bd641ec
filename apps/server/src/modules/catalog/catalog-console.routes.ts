import { CONSOLE_CATALOGUE_CALLS, CONSOLE_STOCK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { createConsoleProduct } from './catalog-console-create.service.js';
import {
  createConsoleSku,
  setConsoleSkuActive,
  updateConsoleSku,
} from './catalog-console-sku.service.js';
import {
  consoleProductDetail,
  listConsoleProducts,
  setConsoleProductActive,
  updateProductTexts,
} from './catalog-console.service.js';
import {
  orderProductPictures,
  removeProductPicture,
  uploadProductPicture,
} from './catalog-pictures.service.js';
import {
  adjustConsoleStock,
  listStock,
  listStockMovements,
  setStockThreshold,
} from './stock-console.service.js';

/** The console's catalogue: products and SKUs, publishing and withdrawing them. */
export async function catalogConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CATALOGUE_CALLS;
  route(app, C.products, (req) => listConsoleProducts(deps, requireOperator(req), req.query));
  route(app, C.product, (req) => consoleProductDetail(deps, requireOperator(req), req.params.id));
  route(app, C.productCreate, (req) => createConsoleProduct(deps, requireOperator(req), req.body));
  route(app, C.productTexts, (req) =>
    updateProductTexts(deps, requireOperator(req), req.params.id, req.body.texts),
  );
  route(app, C.productActive, (req) =>
    setConsoleProductActive(deps, requireOperator(req), req.params.id, req.body.active),
  );
  route(app, C.skuCreate, (req) =>
    createConsoleSku(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.skuUpdate, (req) =>
    updateConsoleSku(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.skuActive, (req) =>
    setConsoleSkuActive(deps, requireOperator(req), req.params.id, req.body.active),
  );
  route(app, C.pictureUpload, (req) =>
    uploadProductPicture(deps, requireOperator(req), req.params.id, req.body.image),
  );
  route(app, C.pictureOrder, (req) =>
    orderProductPictures(deps, requireOperator(req), req.params.id, req.body.ids),
  );
  route(app, C.pictureRemove, (req) =>
    removeProductPicture(deps, requireOperator(req), req.params.id),
  );
}

/** The console's stock: the SKUs' stock, adjustments with a reason, thresholds, history. */
export async function stockConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const S = CONSOLE_STOCK_CALLS;
  route(app, S.stock, (req) => listStock(deps, requireOperator(req), req.query));
  route(app, S.stockAdjust, (req) =>
    adjustConsoleStock(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, S.stockThreshold, (req) =>
    setStockThreshold(deps, requireOperator(req), req.params.id, req.body.threshold),
  );
  route(app, S.stockMovements, (req) =>
    listStockMovements(deps, requireOperator(req), req.params.id, req.query),
  );
}
