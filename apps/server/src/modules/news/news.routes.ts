import { NEWS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { sendStoredImage } from '../../lib/stored-images.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { newsDetail, newsImage, newsPage } from './news.service.js';

/** The company's news. */
export async function newsRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.page, (request) =>
    newsPage(deps, requireAuth(request), request.locale, request.query),
  );
  route(app, CALLS.detail, (request) => newsDetail(deps, requireAuth(request), request.params.id));
  route(app, CALLS.image, async (request, reply) =>
    sendStoredImage(reply, await newsImage(deps, request.params.name)),
  );
}
