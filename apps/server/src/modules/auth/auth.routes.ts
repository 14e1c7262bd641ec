import {
  AUTH_PATHS,
  captchaRequiredQuerySchema,
  captchaRequiredSchema,
  captchaSchema,
  emptyDataSchema,
  envelope,
  loginBodySchema,
  loginResultSchema,
  silentLoginBodySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { accountRoutes } from './account.routes.js';
import { createCaptcha, isCaptchaRequired } from './captcha.service.js';
import { login } from './login.service.js';
import { clientOf } from './request-client.js';
import { AUTH_TAGS, PUBLIC, PUBLIC_SCHEMA } from './route-options.js';
import { logout } from './session.service.js';
import { silentLogin } from './silent-login.service.js';

/** Sessions (spec 7 Session): captcha, login, logout, silent login. */
export async function authRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    AUTH_PATHS.captcha,
    { ...PUBLIC, schema: { ...PUBLIC_SCHEMA, response: { 200: envelope(captchaSchema) } } },
    async (request) => ok(await createCaptcha(deps, clientOf(request).ip)),
  );

  app.get(
    AUTH_PATHS.captchaRequired,
    {
      ...PUBLIC,
      schema: {
        ...PUBLIC_SCHEMA,
        querystring: captchaRequiredQuerySchema,
        response: { 200: envelope(captchaRequiredSchema) },
      },
    },
    async (request) =>
      ok(await isCaptchaRequired(deps, request.query.username, clientOf(request).ip)),
  );

  app.post(
    AUTH_PATHS.login,
    {
      ...PUBLIC,
      schema: {
        ...PUBLIC_SCHEMA,
        body: loginBodySchema,
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (request) => ok(await login(deps, request.body, clientOf(request), request.locale)),
  );

  app.post(
    AUTH_PATHS.logout,
    { schema: { tags: AUTH_TAGS, response: { 200: envelope(emptyDataSchema) } } },
    async (request) => ok(await logout(deps, requireAuth(request))),
  );

  for (const path of [AUTH_PATHS.silentLogin, AUTH_PATHS.vcardSilentLogin]) {
    app.post(
      path,
      {
        ...PUBLIC,
        schema: {
          ...PUBLIC_SCHEMA,
          body: silentLoginBodySchema,
          response: { 200: envelope(loginResultSchema) },
        },
      },
      async (request) => ok(await silentLogin(deps, request.body.ticket, clientOf(request))),
    );
  }

  await accountRoutes(app, deps);
}
