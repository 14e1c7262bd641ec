import {
  companyQuerySchema,
  configBatchBodySchema,
  configParamsSchema,
  configValueSchema,
  configValuesSchema,
  envelope,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import type { ZodApp } from '../../types.js';
import { getConfigValue, getConfigValues } from './config.service.js';
import { PUBLIC, TAGS } from '../../lib/system-route-options.js';

export async function configRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/sys/config/:key',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        params: configParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: envelope(configValueSchema) },
      },
    },
    async (request) =>
      ok(await getConfigValue(deps, { ...request.params, ...request.query }, request.auth)),
  );

  app.post(
    '/sys/config',
    {
      config: PUBLIC,
      schema: {
        ...TAGS,
        body: configBatchBodySchema,
        response: { 200: envelope(configValuesSchema) },
      },
    },
    async (request) => ok(await getConfigValues(deps, request.body, request.auth)),
  );
}
