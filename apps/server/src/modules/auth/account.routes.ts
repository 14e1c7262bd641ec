import { AUTH_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { sendEmailVerification, verifyEmail } from './email-verify.service.js';
import {
  checkResetLink,
  forgotLoginName,
  forgotPassword,
  resetPassword,
} from './password-reset.service.js';
import { changePassword, validatePassword } from './password.service.js';
import { clientOf } from './request-client.js';

/** Forgotten login name or password, password change and check, email verification. */
export async function accountRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.forgotLoginName, (request) =>
    forgotLoginName(deps, request.body, request.locale, clientOf(request).ip),
  );
  route(app, CALLS.forgotPassword, (request) =>
    forgotPassword(deps, request.body, request.locale, clientOf(request).ip),
  );
  // the token in the body; GET ?token= stays for older clients (redacted from the logs)
  route(app, CALLS.checkResetLink, (request) =>
    checkResetLink(deps, request.body.token, clientOf(request).ip),
  );
  route(app, CALLS.checkResetLinkByQuery, (request) =>
    checkResetLink(deps, request.query.token, clientOf(request).ip),
  );
  route(app, CALLS.resetPassword, (request) =>
    resetPassword(deps, request.body, clientOf(request).ip),
  );
  route(app, CALLS.changePassword, (request) =>
    changePassword(deps, requireAuth(request), request.body, clientOf(request)),
  );
  route(app, CALLS.validatePassword, (request) =>
    validatePassword(deps, requireAuth(request), request.body?.password),
  );
  route(app, CALLS.sendEmailVerify, (request) =>
    sendEmailVerification(deps, requireAuth(request), request.locale),
  );
  route(app, CALLS.emailVerify, (request) =>
    verifyEmail(deps, request.body.token, clientOf(request).ip),
  );
}
