import {
  envelope,
  PAGE_PATHS,
  publicPageParamsSchema,
  publicPageQuerySchema,
  publicPageSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import type { ZodApp } from '../../types.js';
import { publicPage } from './page.service.js';

const tags = ['page'];

export async function pageRoutes(app: ZodApp, deps: AppDeps) {
  // public: the policy pages open without a login (spec 2.1)
  app.get(
    PAGE_PATHS.page,
    {
      schema: {
        tags,
        params: publicPageParamsSchema,
        querystring: publicPageQuerySchema,
        response: { 200: envelope(publicPageSchema) },
      },
      config: { public: true },
    },
    async (request) =>
      ok(
        await publicPage(deps, request.auth, {
          ...request.query,
          pageCode: request.params.pageCode,
          requestLocale: request.locale,
        }),
      ),
  );
}
