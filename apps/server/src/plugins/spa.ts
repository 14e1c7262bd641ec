import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The built web app, found through the workspace package rather than this file's place, so
 * the path holds both from TypeScript source (dev, tests) and from the bundle in dist/.
 */
export const WEB_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@portal/web/package.json')),
  'dist',
);

/** The operators' console, built beside the portal (apps/console), or undefined when absent. */
export function consoleDist(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('@portal/console/package.json');
    return path.join(path.dirname(pkg), 'dist');
  } catch {
    return undefined;
  }
}

/** Vite puts a content hash in every file name under assets/: such a file never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the release's assets: revalidated on every load, so a release shows at once. */
export const REVALIDATE = 'no-cache';
/**
 * The other public files (payment and social logos, carousel pictures, PDFs) keep their names
 * across releases: a day in the cache, then refreshed in the background for a week, so a
 * repeat visit fetches none of them and a changed logo shows within a day.
 */
export const PUBLIC_FILE = 'public, max-age=86400, stale-while-revalidate=604800';

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
      // a precompressed variant (index.html.br) is cached as the file it stands for
      const served = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControlOf(served));
      // the answer depends on Accept-Encoding: a shared cache must not mix the variants
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return (reply) => reply.header('cache-control', REVALIDATE).sendFile('index.html', root);
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  return relative === 'index.html' ? REVALIDATE : PUBLIC_FILE;
}

/**
 * Serves the built console under /console/ with the same caching as the portal; returns the
 * fallback for the console's client-side routes (undefined when the console is not built).
 */
export async function registerConsoleSpa(
  app: FastifyInstance,
  root = consoleDist(),
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  if (!root || !existsSync(path.join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root,
    prefix: '/console/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const served = path.relative(root, filePath).replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControlOf(served));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return (reply) => reply.header('cache-control', REVALIDATE).sendFile('index.html', root);
}
