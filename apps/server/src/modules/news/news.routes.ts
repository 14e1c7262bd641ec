import { NEWS_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { newsDetail, newsImage, newsPage } from './news.service.js';

// names are random and never reused, so a picture may be cached for good
const IMAGE_CACHE_SECONDS = 31_536_000;

/** The company's news. */
export async function newsRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.page, (request) =>
    newsPage(deps, requireAuth(request), request.locale, request.query),
  );
  route(app, CALLS.detail, (request) => newsDetail(deps, requireAuth(request), request.params.id));
  route(app, CALLS.image, async (request, reply) => {
    const image = await newsImage(deps, request.params.name);
    return reply
      .type(image.type)
      .header('cache-control', `public, max-age=${IMAGE_CACHE_SECONDS}, immutable`)
      .send(image.bytes);
  });
}
