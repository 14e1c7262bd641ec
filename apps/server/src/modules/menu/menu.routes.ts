import { MENU_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { cachedAnswer } from '../../lib/http-cache.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { menuTreeOf } from './menu.service.js';

export async function menuRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.tree, async (request, reply) => {
    const platform = request.query.platform ?? request.platform;
    const tree = await menuTreeOf(deps, requireAuth(request), platform);
    // a member's own menu: private, revalidated on every load
    return cachedAnswer(request, reply, tree, 'private');
  });
}
