import { randomUUID } from 'node:crypto';
import {
  API_BASE_PATH,
  CONSOLE_API_BASE_PATH,
  CONSOLE_APP_PATH,
  REQUEST_TIMEOUT_MS,
} from '@portal/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { API_ROUTES, CONSOLE_ROUTES } from './app-modules/index.js';
import { authPlugin } from './plugins/auth.js';
import { consoleAuthPlugin } from './plugins/console-auth.js';
import { dbRetryPlugin } from './plugins/db-retry.js';
import { AppError } from './lib/app-error.js';
import { answerSerializerCompiler } from './lib/answer-serializer.js';
import { requestLoggerFactory } from './lib/request-logger.js';
import { registerCompression } from './plugins/compression.js';
import { REDACT_PATHS, REDACTED, serializeRequest } from './lib/log-redaction.js';
import { clientErrorHandler, registerErrorHandling, sendError } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { registerRouteList } from './plugins/route-list.js';
import { refuseWhileClosing } from './plugins/shutdown.js';
import { registerRobots } from './plugins/robots.js';
import { registerSecurity } from './plugins/security.js';
import { registerConsoleSpa, registerSpa } from './plugins/spa.js';
import type { ZodApp } from './types.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** where the app's own logger writes (tests capture log lines with it); default stdout */
  logStream?: { write(line: string): void };
  /** folder of the built web app; `false` serves no SPA (API-only tests) */
  webRoot?: string | false;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<ZodApp> {
  const app = Fastify({
    logger: options.logger ?? {
      level: deps.config.logLevel,
      // secrets never reach a log line (docs/api.md "What is redacted from logs")
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    childLoggerFactory: requestLoggerFactory,
    // plugins/shutdown.ts refuses requests during a shutdown with the envelope instead
    return503OnClosing: false,
    // long path parameters reach validation, which answers with the envelope and a field key
    routerOptions: { maxParamLength: 500 },
    // bad URLs and the like are refused before routing: answer them with the envelope too
    // (before any hook ran; sendError copes with that and cannot throw)
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'request refused by the framework');
      return sendError(request, reply, new AppError('validation'));
    },
    clientErrorHandler,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerRouteList(app);

  // error handling first, so every context registered below inherits it
  const webFallback =
    options.webRoot === false ? undefined : await registerSpa(app, options.webRoot);
  const consoleFallback = options.webRoot === false ? undefined : await registerConsoleSpa(app);
  registerErrorHandling(app, (reply, url) =>
    url === CONSOLE_APP_PATH || url.startsWith(`${CONSOLE_APP_PATH}/`)
      ? consoleFallback?.(reply)
      : webFallback?.(reply),
  );
  // after the SPA (sent precompressed), before every dynamic route
  await registerCompression(app);

  await app.register(requestContextPlugin);
  await app.register(dbRetryPlugin);
  await app.register(refuseWhileClosing);
  await registerSecurity(app);
  await registerOpenApi(app);
  await app.register(authPlugin, { deps });
  await app.register(consoleAuthPlugin, { deps });

  await app.register(
    async (api) => {
      for (const register of API_ROUTES) await register(api as ZodApp, deps);
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(
    async (api) => {
      for (const register of CONSOLE_ROUTES) await register(api as ZodApp, deps);
    },
    { prefix: CONSOLE_API_BASE_PATH },
  );
  await healthRoutes(app, deps);
  registerRobots(app);
  return app;
}
