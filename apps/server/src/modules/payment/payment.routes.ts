import { PAYMENT_CALLS as CALLS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import { confirmChallenge } from './card-payment.service.js';
import type { ZodApp } from '../../types.js';
import { showSandboxPage, submitSandboxPage } from './sandbox-page.service.js';
import { resolveThirdPartyReturn } from './third-party.service.js';
import { handleProviderEvent } from './webhook.service.js';

/**
 * The member's steps of a payment; then the provider-facing calls, in a scope of their own: the webhook's JSON is kept as the raw
 * text its signature covers, and the hosted page's plain form is read (no other route takes
 * either body this way).
 */
export async function paymentRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.challenge, (request) =>
    confirmChallenge(deps, requireAuth(request), request.params.id, request.body.code),
  );
  route(app, CALLS.refresh, (request) =>
    resolveThirdPartyReturn(deps, requireAuth(request), request.params.id),
  );
  await app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const zodScope = scope as unknown as ZodApp;
    route(zodScope, CALLS.sandboxPage, async (request, reply) => {
      const page = await showSandboxPage(deps, request.params.token, request.locale);
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    });
    route(zodScope, CALLS.sandboxSubmit, async (request, reply) => {
      const done = await submitSandboxPage(
        deps,
        request.params.token,
        request.body.action,
        request.locale,
      );
      if ('redirect' in done) return reply.redirect(done.redirect, 303);
      return reply.code(done.status).type('text/html; charset=utf-8').send(done.html);
    });
    route(zodScope, CALLS.sandboxWebhook, (request) =>
      handleProviderEvent(deps, request.body, request.headers, (msg, extra) =>
        request.log.warn(extra, msg),
      ),
    );
  });
}
