import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_BASE_PATH,
  CONSOLE_API_BASE_PATH,
  CONSOLE_TOKEN_HEADER,
  HEADER,
  type CallShape,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isPublicRoute } from './auth.js';
import { errorEnvelopeJsonSchema, errorResponses, operationIdOf } from './openapi-operations.js';

/** `type: 'null'`: @fastify/swagger writes a 200 with this description and no content. */
const FILE_ANSWER = { 200: { type: 'null', description: 'Default Response' } };

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { public?: boolean; call?: CallShape } };
};

/**
 * Each declared call's operation: its call id as `operationId`, its 4XX answers (the error
 * envelope) beside the success answer, and `security: []` when public, taken from the list the
 * auth hook uses.
 */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const { security: _declared, ...schema } = result.schema as Record<string, unknown>;
  const call = input.route?.config?.call;
  const operationId = call && operationIdOf(call);
  const operation = call
    ? {
        ...(operationId ? { operationId } : {}),
        ...schema,
        // a file answer declares no schema: its success stays the plain 200 it was without one
        response: { ...(schema.response ?? FILE_ANSWER), ...errorResponses(call) },
      }
    : schema;
  const security = isPublicRoute(input.route?.config)
    ? []
    : call?.access === 'operator'
      ? [{ consoleToken: [] }]
      : undefined;
  return { ...result, schema: security ? { ...operation, security } : operation };
}

interface OpenApiDocument {
  info: object;
  paths?: Record<string, unknown>;
  security?: unknown;
  components?: { securitySchemes?: Record<string, unknown> } & Record<string, unknown>;
}

const isConsolePath = (path: string) => path.startsWith(`${CONSOLE_API_BASE_PATH}/`);

function withPaths(doc: OpenApiDocument, keep: (path: string) => boolean) {
  return Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => keep(path)));
}

/**
 * The one app holds both APIs; each document shows its own: the members' paths with the member
 * token, and (consoleDocument) the console's with the operator token.
 */
export function memberDocument(doc: OpenApiDocument): OpenApiDocument {
  const { consoleToken: _console, ...schemes } = doc.components?.securitySchemes ?? {};
  return {
    ...doc,
    paths: withPaths(doc, (p) => !isConsolePath(p)),
    components: { ...doc.components, securitySchemes: schemes },
  };
}

export function consoleDocument(doc: OpenApiDocument): OpenApiDocument {
  const { token: _member, ...schemes } = doc.components?.securitySchemes ?? {};
  return {
    ...doc,
    info: CONSOLE_OPENAPI_INFO,
    paths: withPaths(doc, isConsolePath),
    security: [{ consoleToken: [] }],
    components: { ...doc.components, securitySchemes: schemes },
  };
}

/**
 * The repository declares no licence (no LICENSE file, no `license` in package.json), which
 * npm names UNLICENSED: no rights are granted. When the owners choose one, its name and SPDX
 * identifier go here.
 */
const PROJECT_LICENCE = { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' };

export const OPENAPI_INFO = {
  title: 'Member portal API',
  description:
    'Every answer is the envelope {code, data, msg}; code 0 is success. See docs/api.md for the codes.',
  version: '1.0.0',
  license: PROJECT_LICENCE,
};

export const CONSOLE_OPENAPI_INFO = {
  ...OPENAPI_INFO,
  title: "Operators' console API",
  description:
    "The console of the company's operators (docs/console.md). Every answer is the envelope {code, data, msg}; " +
    'each call needs an operator session and the permission it names.',
};

/** The OpenAPI document is generated from the contract's zod schemas, never written by hand. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      // the paths carry API_BASE_PATH, so the server is the host serving this document
      servers: [{ url: '/', description: 'The portal serving this document' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: HEADER.token },
          consoleToken: { type: 'apiKey', in: 'header', name: CONSOLE_TOKEN_HEADER },
        },
        schemas: { ErrorEnvelope: errorEnvelopeJsonSchema() },
      },
      security: [{ token: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE_PATH}/docs`,
    staticCSP: true,
    transformSpecification: (spec) => memberDocument(spec as unknown as OpenApiDocument),
  });
  app.get(
    `${API_BASE_PATH}/openapi.json`,
    { schema: { hide: true }, config: { public: true } },
    async () => memberDocument(app.swagger() as unknown as OpenApiDocument),
  );
  app.get(
    `${CONSOLE_API_BASE_PATH}/openapi.json`,
    { schema: { hide: true }, config: { public: true } },
    async () => consoleDocument(app.swagger() as unknown as OpenApiDocument),
  );
}
