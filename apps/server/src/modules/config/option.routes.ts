import {
  allOptionsBodySchema,
  envelope,
  optionListSchema,
  optionListsSchema,
  optionParamsSchema,
  optionQuerySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import type { ZodApp } from '../../types.js';
import { optionList, optionLists } from './option.service.js';
import { PUBLIC, TAGS } from '../../lib/system-route-options.js';

export async function optionRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/sys/list/option/:code',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        params: optionParamsSchema,
        querystring: optionQuerySchema,
        response: { 200: envelope(optionListSchema) },
      },
    },
    async (request) =>
      ok(await optionList(deps, { ...request.params, ...request.query }, request.locale)),
  );

  app.post(
    '/sys/list/all/option/',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        body: allOptionsBodySchema,
        response: { 200: envelope(optionListsSchema) },
      },
    },
    async (request) => ok(await optionLists(deps, request.body, request.locale)),
  );
}
