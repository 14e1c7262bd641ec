import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { sendError } from './errors.js';

/**
 * Once a shutdown has begun, a request that still arrives on an open keep-alive connection is
 * refused with the translated 503 envelope and `Connection: close` (the client retries it
 * elsewhere or after the restart); requests already running are finished.
 */
export const refuseWhileClosing = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(request, reply, new AppError('temporarilyUnavailable'));
  });
});
