import { CONSOLE_CATALOGUE_PACK_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { setConsoleProductCategory } from './catalog-console-category.service.js';
import {
  consolePack,
  createConsolePack,
  listPackCandidates,
  updateConsolePack,
} from './catalog-console-pack.service.js';

/** The console's packs (total and choices) and the category a product is listed under. */
export async function catalogPackConsoleRoutes(app: ZodApp, deps: AppDeps) {
  const P = CONSOLE_CATALOGUE_PACK_CALLS;
  route(app, P.packCandidates, (req) => listPackCandidates(deps, requireOperator(req), req.query));
  route(app, P.pack, (req) => consolePack(deps, requireOperator(req), req.params.id));
  route(app, P.packCreate, (req) => createConsolePack(deps, requireOperator(req), req.body));
  route(app, P.packUpdate, (req) =>
    updateConsolePack(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, P.productCategory, (req) =>
    setConsoleProductCategory(deps, requireOperator(req), req.params.id, req.body.categoryId),
  );
}
