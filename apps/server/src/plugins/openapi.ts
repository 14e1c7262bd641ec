import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs`, staticCSP: true });
  app.get(
    `${API_BASE_PATH}/openapi.json`,
    { schema: { hide: true }, config: { public: true } },
    async () => app.swagger(),
  );
}
