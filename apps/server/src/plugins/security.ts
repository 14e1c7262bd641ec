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
  // the library's videos play from a Blob the page fetched with the session header
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * What a JSON answer, a script or an image needs (OWASP REST Security): nothing may load from it
 * or frame it, it is never sniffed as another type, and only our origin may embed it.
 */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // same-origin by default: no CORS headers are ever sent
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Headers every answer carries; the rest of helmet's set only governs documents. The referrer
 * policy is among them: a JSON answer or a file opened on its own (an invoice, a download)
 * follows links and loads too, and must not hand the full address on to another origin.
 */
const EVERY_ANSWER = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
] as const;

/**
 * Helmet's headers, worked out once. Our policy has no nonces or per-request parts, so every
 * document carries the same set; @fastify/helmet rebuilt helmet's middleware (and re-parsed the
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

/** The two sets: for every answer, and the document-only rest added to HTML answers. */
export function splitSecurityHeaders(all = securityHeaders()) {
  const everyAnswer: Record<string, string> = {
    'content-security-policy': NON_DOCUMENT_POLICY,
  };
  const documentOnly: Record<string, string> = {};
  for (const [name, value] of Object.entries(all)) {
    if ((EVERY_ANSWER as readonly string[]).includes(name)) everyAnswer[name] = value;
    else documentOnly[name] = value;
  }
  return { everyAnswer, documentOnly };
}

let everyAnswerCache: Record<string, string> | undefined;

/**
 * The set every answer carries, worked out once; also for an answer sent before the hooks ran
 * (a request the framework refused before routing, plugins/errors.ts).
 */
export function everyAnswerHeaders(): Record<string, string> {
  everyAnswerCache ??= splitSecurityHeaders().everyAnswer;
  return everyAnswerCache;
}

/**
 * The document headers (the page's CSP, framing and opener policies, …) mean something
 * only on an HTML answer. Sending them with each of a visit's ~50 scripts and JSON answers cost a
 * phone ~25 KB over HTTP/1.1 (docs/benchmarks.md); those answers carry a short
 * `default-src 'none'` policy instead. A page that sets its own CSP (the API docs) keeps it.
 */
export async function registerSecurity(app: FastifyInstance) {
  const { everyAnswer, documentOnly } = splitSecurityHeaders();
  const documentHeaders = { ...everyAnswer, ...documentOnly };
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith(API_BASE_PATH);
    // a navigation (Accept: text/html) gets the page's headers from the start: its answer may be
    // a 304 without a content type, whose headers then replace the cached page's own
    const navigation = !api && (request.headers.accept ?? '').includes('text/html');
    reply.headers(navigation ? documentHeaders : everyAnswer);
    // API answers may depend on the session: no cache keeps them. The few public, cacheable
    // calls (translations with their ETag, avatars) set their own Cache-Control over this.
    if (api) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const ownPolicy = reply.getHeader('content-security-policy') !== NON_DOCUMENT_POLICY;
      for (const [name, value] of Object.entries(documentOnly)) {
        if (!(ownPolicy && name === 'content-security-policy')) reply.header(name, value);
      }
    }
    done(null, payload);
  });
}
