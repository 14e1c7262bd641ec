import type { FastifyBaseLogger } from 'fastify';
import { isConnectionError } from '../db/connection-errors.js';
import { AppError } from '../lib/app-error.js';

/**
 * A lost database connection is the portal's state, not the member's fault nor a bug: a
 * translated 503 the web app answers with a retry banner, never a 500 or a 401.
 */
export function databaseUnavailable(error: unknown, log: FastifyBaseLogger): AppError | undefined {
  if (!isConnectionError(error)) return undefined;
  log.warn({ err: error }, 'database unavailable');
  return new AppError('temporarilyUnavailable');
}
