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
  // a callback hook while open: an async one costs every request a promise and a microtask
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    void sendError(request, reply, new AppError('temporarilyUnavailable'));
  });
});
