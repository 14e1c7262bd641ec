import { CONSOLE_API_BASE_PATH, CONSOLE_TOKEN_HEADER } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { retryOnDisconnect } from '../db/connection-errors.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import type { OperatorContext } from '../lib/console-policy.js';
import { resolveOperatorSession } from '../modules/operator/index.js';
import { isPublicRoute } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

/** The console session token of a request (never the member's `token` header). */
export function consoleTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CONSOLE_TOKEN_HEADER];
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token && token.length <= 200 ? token : undefined;
}

/** The operator of an authenticated console request; routes behind the hook always have one. */
export function requireOperator(request: FastifyRequest): OperatorContext {
  if (!request.operator) throw new AppError('unauthorized');
  return request.operator;
}

/**
 * Deny by default for the console API: every call needs a live operator session unless its
 * declaration says `public` (the two sign-in steps), and a call that declares no permission is
 * unreachable. The declared permission is checked here as a first gate; each service entry point
 * checks it again with the record's company (lib/console-policy.ts). The member API's hook reads
 * only the member header and this one only the console header, so neither session opens the other.
 */
export const consoleAuthPlugin = fp(async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  app.decorateRequest('operator', null);
  const prefix = `${CONSOLE_API_BASE_PATH}/`;
  // a callback hook: every member call and page passes it, and an async one would cost each of
  // them a promise and a microtask turn only to learn that it is not a console call
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || !request.url.startsWith(prefix)) return done();
    gateConsoleCall(request, opts.deps).then(() => done(), done);
  });
});

/** The gate of one console API call: a live operator session with the declared permission. */
async function gateConsoleCall(request: FastifyRequest, deps: AppDeps): Promise<void> {
  const config = request.routeOptions.config;
  if (isPublicRoute(config)) return;
  const token = consoleTokenOf(request);
  if (token) {
    request.operator = await retryOnDisconnect(() =>
      resolveOperatorSession(deps, token, request.ip),
    );
  }
  if (!request.operator) throw new AppError('unauthorized');
  const permission = config.call?.permission;
  if (!permission) throw new AppError('forbidden');
  // a temporary password: only the operator's own calls (me, password, sign-out) until changed
  if (request.operator.passwordChangeRequired && permission !== 'signedIn') {
    throw new AppError('passwordChangeRequired');
  }
  if (permission !== 'signedIn' && !request.operator.permissions.has(permission)) {
    throw new AppError('forbidden');
  }
}
