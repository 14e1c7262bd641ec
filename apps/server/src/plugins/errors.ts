import { API_BASE_PATH, httpStatusFor, type ErrorKey, type FieldError } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../lib/app-error.js';
import { translate } from '../lib/i18n.js';
import { databaseUnavailable } from './db-unavailable.js';
import { fieldErrorsFromValidation } from './validation-errors.js';

/** Fastify's own error codes that are the caller's fault, each with our key. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'tooManyRequests',
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const fields = error.options.fields;
  const first = fields?.[0];
  const detail = first
    ? translate(request.locale, first.key, { field: lastSegment(first.path), ...first.params })
    : '';
  const base = translate(request.locale, `error.${error.key}`, error.options.params);
  return reply.status(httpStatusFor(error.code)).send({
    code: error.code,
    data: {
      error: error.key,
      ...(fields ? { fields } : {}),
      ...(error.options.details ? { details: error.options.details } : {}),
      requestId: request.id,
    },
    msg: detail ? `${base}: ${detail}` : base,
  });
}

function lastSegment(path: string): string {
  return path.split('.').pop() ?? path;
}

/** One place turns every failure into the envelope; a 5xx never carries a stack or internals. */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (reply: FastifyReply) => FastifyReply,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = fieldErrorsFromValidation(
        error.validation,
        error.validationContext,
      );
      return sendError(request, reply, new AppError('validation', { fields }));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, new AppError(known));
    if (error.statusCode === 429) return sendError(request, reply, new AppError('tooManyRequests'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, new AppError('validation'));
    }
    const unavailable = databaseUnavailable(error, request.log);
    if (unavailable) return sendError(request, reply, unavailable);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('server'));
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith(API_BASE_PATH);
    // client-side routes (e.g. /dashboard/SystemIndex) are the SPA's to answer
    if (isPage && spaFallback) return spaFallback(reply);
    return sendError(request, reply, new AppError('notFound'));
  });
}
