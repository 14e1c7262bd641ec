import {
  API_BASE_PATH,
  CONSOLE_API_BASE_PATH,
  ERROR,
  HEADER,
  httpStatusFor,
  type ErrorKey,
  type FieldError,
} from '@portal/contract';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../lib/app-error.js';
import { translate } from '../lib/i18n.js';
import { presentParams } from '../lib/present-params.js';
import { databaseUnavailable } from './db-unavailable.js';
import { everyAnswerHeaders } from './security.js';
import { fieldErrorsFromValidation } from './validation-errors.js';

/** Fastify's own error codes that are the caller's fault, each with our key. */
const FASTIFY_CLIENT_ERRORS = new Map<string, ErrorKey>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'malformedJson'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'malformedJson'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'malformedJson'],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'unsupportedMediaType'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'payloadTooLarge'],
  ['FST_ERR_RATE_LIMIT_EXCEEDED', 'tooManyRequests'],
]);

/**
 * Answers an AppError in the envelope. It must never throw: framework errors (bad URL,
 * over-long parameter) reach it before any hook ran, and an exception here would leave the
 * connection unanswered. Should building the answer fail anyway, a minimal envelope with
 * the same code (or 500) is written instead.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  try {
    // framework errors come before the hooks that set these
    if (!reply.hasHeader(HEADER.requestId)) reply.header(HEADER.requestId, request.id);
    if (!reply.hasHeader('x-content-type-options')) reply.headers(everyAnswerHeaders());
    reply.header('cache-control', 'no-store');
    // serialized here, so a value JSON cannot hold fails inside this try
    const body = JSON.stringify(errorEnvelope(request, error));
    return reply
      .status(httpStatusFor(error.code))
      .type('application/json; charset=utf-8')
      .send(body);
  } catch (failure) {
    return sendMinimalError(request, reply, error, failure);
  }
}

function errorEnvelope(request: FastifyRequest, error: AppError) {
  const fields = error.options.fields;
  const first = fields?.[0];
  const detail = first
    ? translate(request.locale, first.key, { field: lastSegment(first.path), ...first.params })
    : '';
  const params = presentParams(request.locale, error.options.params);
  const base = translate(request.locale, `error.${error.key}`, params);
  return {
    code: error.code,
    data: {
      error: error.key,
      ...(fields ? { fields } : {}),
      ...(error.options.details ? { details: error.options.details } : {}),
      requestId: request.id,
    },
    msg: detail ? `${base}: ${detail}` : base,
  };
}

const FALLBACK_MSG = { validation: 'Invalid request', server: 'System Error!' } as const;

function sendMinimalError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
  failure: unknown,
) {
  const key = error.code < 500 ? 'validation' : 'server';
  const code = key === 'validation' ? ERROR.validation : ERROR.server;
  try {
    request.log.error({ err: failure }, 'answering an error failed; minimal envelope sent');
    if (reply.sent) return reply;
    const body = {
      code,
      data: { error: key, requestId: String(request.id) },
      msg: FALLBACK_MSG[key],
    };
    return reply
      .code(code)
      .header('content-type', 'application/json; charset=utf-8')
      .header(HEADER.requestId, String(request.id))
      .send(JSON.stringify(body));
  } catch {
    // the reply is beyond repair: close the connection rather than leave it hanging
    if (!reply.raw.headersSent) reply.raw.writeHead(code, { 'content-type': 'application/json' });
    reply.raw.end(`{"code":${code},"data":{"error":"${key}"},"msg":"${FALLBACK_MSG[key]}"}`);
    return reply;
  }
}

function lastSegment(path: string): string {
  return path.split('.').pop() ?? path;
}

/** One place turns every failure into the envelope; a 5xx never carries a stack or internals. */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (reply: FastifyReply, url: string) => FastifyReply | undefined,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return sendError(request, reply, appErrorOf(error, request));
    } catch (failure) {
      return sendMinimalError(request, reply, new AppError('server'), failure);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = [API_BASE_PATH, CONSOLE_API_BASE_PATH].some((p) => request.url.startsWith(p));
    // client-side routes (e.g. /dashboard/SystemIndex, /console/members) are the SPAs' to answer
    const page = request.method === 'GET' && !isApi && spaFallback?.(reply, request.url);
    return page || sendError(request, reply, new AppError('notFound'));
  });
}

/** The key a failure is answered with; unexpected ones are logged with their stack. */
function appErrorOf(error: FastifyError, request: FastifyRequest): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = fieldErrorsFromValidation(
      error.validation,
      error.validationContext,
    );
    return new AppError('validation', { fields });
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS.get(error.code) : undefined;
  if (known) return new AppError(known);
  if (error.statusCode === 429) return new AppError('tooManyRequests');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return new AppError('validation');
  }
  const unavailable = databaseUnavailable(error, request.log);
  if (unavailable) return unavailable;
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('server');
}

const RAW_STATUS = new Map<string, readonly [number, string]>([
  ['HPE_HEADER_OVERFLOW', [431, 'Request Header Fields Too Large']],
  ['ERR_HTTP_REQUEST_TIMEOUT', [408, 'Request Timeout']],
]);

/**
 * Requests Node's HTTP parser refuses (a NUL or control character in a header, a broken
 * request line) never reach Fastify's routing: they are answered here, on the socket, in the
 * envelope too.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] = RAW_STATUS.get(err.code ?? '') ?? [400, 'Bad Request'];
  const body = JSON.stringify({
    code: status,
    data: { error: 'validation' },
    msg: translate('en', 'error.validation'),
  });
  this.log.trace({ code: err.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
