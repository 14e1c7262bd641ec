import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up on the next load. Returns the fallback for client-side routes.
 */
export async function registerSpa(
  app: FastifyInstance,
  root = WEB_DIST,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; run `npm run build` to serve the portal');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root);
}
