import { HEADER } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Names of secret-bearing fields and query parameters (compared without case): they never
 * reach a log line, whether in a logged URL, a logged body or a logged object.
 */
export const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'ticket',
  'captcha',
  'pin',
  'oldPin',
  'newPin',
  'confirmPin',
  'answer',
  'answers',
  'code',
  // payment: a card as typed, and its parts wherever they travel alone
  'card',
  'cardNumber',
  'cvc',
  'cvv',
  'pan',
] as const;

/** Session headers and other credentials a logged request might carry. */
export const SECRET_HEADERS = [HEADER.token, HEADER.sessionToken, 'cookie', 'authorization'].map(
  (h) => h.toLowerCase(),
);

export const REDACTED = '[REDACTED]';

const SECRET_NAMES = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()));

function paramName(raw: string): string {
  const name = raw.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with the value of every secret query parameter replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const name = paramName(part);
      // `password[0]=…` and `token[]=…` are parsed as the same parameter
      const base = name.replace(/\[.*$/, '');
      return SECRET_NAMES.has(base) ? `${part.split('=', 1)[0]}=${REDACTED}` : part;
    });
  return `${url.slice(0, at + 1)}${query.join('&')}`;
}

/** pino's `redact` paths: session headers, and secret fields wherever a body or query is logged. */
export const REDACT_PATHS = [
  ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
  ...SECRET_HEADERS.map((h) => `headers["${h}"]`),
  ...SECRET_FIELDS.flatMap((f) => [
    `body.${f}`,
    `query.${f}`,
    `req.body.${f}`,
    `req.query.${f}`,
    `params.${f}`,
  ]),
  // top-level secret fields other than `code`, which log objects use for error codes
  ...SECRET_FIELDS.filter((f) => f !== 'code').flatMap((f) => [f, `*.${f}`]),
];

/** Fastify's request serializer, with the URL's secret parameters redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
