import { envelope, MENU_PATHS, menuTreeQuerySchema, menuTreeSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { okCached } from '../../lib/http-cache.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { menuTreeOf } from './menu.service.js';

const tags = ['menu'];

export async function menuRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    MENU_PATHS.tree,
    {
      schema: {
        tags,
        querystring: menuTreeQuerySchema,
        response: { 200: envelope(menuTreeSchema) },
      },
    },
    async (request, reply) => {
      const platform = request.query.platform ?? request.platform;
      const tree = await menuTreeOf(deps, requireAuth(request), platform);
      // a member's own menu: private, revalidated on every load
      return okCached(request, reply, tree, 'private');
    },
  );
}
