import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { retryOnDisconnect } from '../db/connection-errors.js';

/**
 * A read whose database connection broke under it (a restart, a failover, a terminated
 * backend) runs once more on a fresh connection, so the member does not see the blip. Only
 * GET: it changes nothing a member asked for. Writes are retried where their idempotency key
 * makes it safe (ledger/idempotency.service.ts) and otherwise fail with a clean 503.
 */
export const dbRetryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function retryingHandler(request, reply) {
      // not an async closure: the handler's own promise is awaited by the retry, and wrapping it
      // in another would cost every GET a promise and two microtask turns
      return retryOnDisconnect(() =>
        Promise.resolve(reply.sent ? reply : handler.call(this, request, reply)),
      );
    } as RouteHandlerMethod;
  });
});
