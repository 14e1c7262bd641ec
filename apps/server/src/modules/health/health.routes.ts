import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { ZodApp } from '../../types.js';
import { readiness } from './health.service.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
});

/** Liveness and readiness for a load balancer; outside the API base, no envelope. */
export async function healthRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/healthz', { schema: { hide: true, response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      const { ready, database } = await readiness(deps);
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database });
    },
  );
}
