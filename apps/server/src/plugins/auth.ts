import { API_BASE_PATH, AUTH_PATHS, HEADER } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { retryOnDisconnect } from '../db/connection-errors.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../lib/app-error.js';
import { resolveSession } from '../modules/auth/index.js';
import type { MemberContext } from '../lib/member-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a call that needs no session (login, system settings, public pages) */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: MemberContext | null;
  }
}

/** Pages outside the envelope API that need no session: the API docs (swagger-ui's own routes). */
const PUBLIC_PREFIXES = [`${API_BASE_PATH}/docs`];

/**
 * The one list of public calls: routes whose config says `public`. The auth hook lets them
 * through without a session, and the OpenAPI document marks them `security: []`.
 */
export function isPublicRoute(config: { public?: boolean } | undefined): boolean {
  return config?.public === true;
}

/** The token of spec "The calls the product makes": the `token` header, or the second session header with the same value. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const primary = headerValue(request.headers[HEADER.token]);
  const secondary = headerValue(request.headers[HEADER.sessionToken]);
  return primary || secondary || undefined;
}

function headerValue(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

/** Methods that change something; a view-as session may send none of them but the logout. */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A session an operator opened with the console's view-as is a look, not a hand on the account:
 * every member call that changes something is refused here, the one place every member call
 * passes with its session known, so no route or service has to remember it. The logout stays
 * open (it ends only the operator's look), and so do public calls, which act for no session
 * (a second view-as ticket is signed in through one while the first token is still stored).
 */
function refuseViewAsChange(request: FastifyRequest, isPublic: boolean): void {
  if (!request.auth?.viewAs || isPublic || !CHANGING_METHODS.has(request.method)) return;
  if (request.routeOptions.config.call?.path === AUTH_PATHS.logout) return;
  throw new AppError('viewAsReadOnly');
}

/** The member of an authenticated request; routes behind the session hook always have one. */
export function requireAuth(request: FastifyRequest): MemberContext {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

/**
 * Deny by default: every API call needs a live session unless its route says `public`.
 * Public calls still see the member when a valid token is sent.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  app.decorateRequest('auth', null);
  // onRequest, so a request without a session is refused before its body is even read
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !request.url.startsWith(API_BASE_PATH)) return;
    const token = tokenOf(request);
    // a lookup that fails on a lost connection throws (503), it never reads as "no session" (401);
    // it is repeatable (a read and a last-seen stamp), so a broken connection is retried
    if (token && token.length <= 200) {
      request.auth = await retryOnDisconnect(() => resolveSession(opts.deps, token));
    }
    // a live member session may make any call but a view-as change: whether the route is public
    // matters only without one (and for a view-as session), so most calls never work it out
    if (request.auth && !request.auth.viewAs) return;
    const isPublic =
      isPublicRoute(request.routeOptions.config) ||
      PUBLIC_PREFIXES.some((p) => request.url.startsWith(p));
    if (!isPublic && !request.auth) throw new AppError('unauthorized');
    refuseViewAsChange(request, isPublic);
  });
});
