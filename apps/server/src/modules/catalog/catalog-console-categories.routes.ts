import { CONSOLE_CATALOGUE_CATEGORY_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  createConsoleCategory,
  listConsoleCategories,
  moveConsoleCategory,
  removeConsoleCategory,
  renameConsoleCategory,
} from './catalog-console-categories.service.js';

/** The console's categories of a company and platform: names, order, new ones, removal. */
export async function catalogCategoryConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CATALOGUE_CATEGORY_CALLS;
  route(app, C.categories, (req) => listConsoleCategories(deps, requireOperator(req), req.query));
  route(app, C.categoryCreate, (req) =>
    createConsoleCategory(deps, requireOperator(req), req.body),
  );
  route(app, C.categoryNames, (req) =>
    renameConsoleCategory(deps, requireOperator(req), req.params.id, req.body.names),
  );
  route(app, C.categoryMove, (req) =>
    moveConsoleCategory(deps, requireOperator(req), req.params.id, req.body.position),
  );
  route(app, C.categoryRemove, (req) =>
    removeConsoleCategory(deps, requireOperator(req), req.params.id),
  );
}
