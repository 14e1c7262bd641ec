import {
  businessLogBodySchema,
  carouselListSchema,
  emptyDataSchema,
  envelope,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { addBusinessLog, dashboardCarousel } from './activity.service.js';

/** Session calls: the dashboard carousel and the member's business log. */
export async function activityRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/dashboard/findPagePhotoCarouselData',
    { schema: { tags: ['dashboard'], response: { 200: envelope(carouselListSchema) } } },
    async (request) =>
      ok(
        await dashboardCarousel(deps, requireAuth(request), {
          platform: request.platform,
          locale: request.locale,
        }),
      ),
  );

  app.post(
    '/log/business/addLog',
    {
      schema: {
        tags: ['log'],
        body: businessLogBodySchema,
        response: { 200: envelope(emptyDataSchema) },
      },
    },
    async (request) =>
      ok(await addBusinessLog(deps, requireAuth(request), request.body, request.ip ?? null)),
  );
}
