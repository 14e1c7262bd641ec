import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isPublicRoute } from './auth.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { public?: boolean } };
};

/** Public calls need no token: `security: []`, taken from the list the auth hook uses. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const { security: _declared, ...schema } = result.schema as Record<string, unknown>;
  return {
    ...result,
    schema: isPublicRoute(input.route?.config) ? { ...schema, security: [] } : schema,
  };
}

export const OPENAPI_INFO = {
  title: 'Member portal API',
  description:
    'Every answer is the envelope {code, data, msg}; code 0 is success. See docs/api.md for the codes.',
  version: '1.0.0',
};

/** The OpenAPI document is generated from the contract's zod schemas, never written by hand. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADER.token } },
      },
      security: [{ token: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs`, staticCSP: true });
  app.get(
    `${API_BASE_PATH}/openapi.json`,
    { schema: { hide: true }, config: { public: true } },
    async () => app.swagger(),
  );
}
