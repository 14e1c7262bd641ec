import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict CSP the SPA passes: scripts only from our origin. Styles allow inline because
 * antd writes its CSS-in-JS into <style> tags; no script can be injected that way.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // same-origin by default: no CORS headers are ever sent
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Helmet's headers, worked out once. Our policy has no nonces or per-request parts, so every
 * answer carries the same set; @fastify/helmet rebuilt helmet's middleware (and re-parsed the
 * CSP) on every request, a measurable share of a small call's CPU (docs/benchmarks.md).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers may depend on the session: no cache keeps them. The few public, cacheable
    // calls (translations with their ETag, avatars) set their own Cache-Control over this.
    if (request.url.startsWith(API_BASE_PATH)) reply.header('cache-control', 'no-store');
    done();
  });
}
