import { AUTH_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { accountRoutes } from './account.routes.js';
import { createCaptcha, isCaptchaRequired } from './captcha.service.js';
import { login } from './login.service.js';
import { clientOf } from './request-client.js';
import { logout } from './session.service.js';
import { silentLogin } from './silent-login.service.js';

/** Sessions (spec "The calls the product makes" Session): captcha, login, logout, silent login. */
export async function authRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.captcha, (request) => createCaptcha(deps, clientOf(request).ip));
  route(app, CALLS.captchaRequired, (request) =>
    isCaptchaRequired(deps, request.query.username, clientOf(request).ip),
  );
  route(app, CALLS.login, (request) =>
    login(deps, request.body, clientOf(request), request.locale),
  );
  route(app, CALLS.logout, (request) => logout(deps, requireAuth(request)));
  for (const call of [CALLS.silentLogin, CALLS.vcardSilentLogin]) {
    route(app, call, (request) => silentLogin(deps, request.body.ticket, clientOf(request)));
  }

  await accountRoutes(app, deps);
}
