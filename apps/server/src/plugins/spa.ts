import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/** Vite puts a content hash in every file name under assets/: such a file never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and public files keep their names across releases: revalidate on every load. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html is revalidated, so a
 * new release is picked up on the next load. The build writes .br and .gz files beside each
 * asset; the one the browser accepts is sent as is (no compression per request). Returns the
 * fallback for client-side routes.
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
    preCompressed: true,
    // send's own header ("public, max-age=0") would overwrite the one set below
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? IMMUTABLE : REVALIDATE);
      // the answer depends on Accept-Encoding: a shared cache must not mix the variants
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return (reply) => reply.header('cache-control', REVALIDATE).sendFile('index.html', root);
}
