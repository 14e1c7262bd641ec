import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public, the same for everyone; private, a member's own (no shared cache may keep it). */
export type CacheScope = 'public' | 'private';

/**
 * A weak ETag of an answer's data: weak because the bytes differ by Content-Encoding (br,
 * gzip, none) while the content is the same.
 */
export function etagOf(data: unknown): string {
  const json = JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** True when the client's cached copy (If-None-Match) is still the current one. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const current = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === current || tag === '*');
}

/**
 * Answers rarely changing data with an ETag: the browser keeps it and revalidates on every
 * use (no-cache), and an unchanged answer costs an empty 304 instead of the body. Gives back
 * the data for the envelope, or the reply when it was answered with the 304.
 */
export function cachedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
  scope: CacheScope,
): T | FastifyReply {
  const etag = etagOf(data);
  reply.header('ETag', etag).header('Cache-Control', `${scope}, no-cache`);
  if (isFresh(request, etag)) return reply.code(304).send();
  return data;
}
