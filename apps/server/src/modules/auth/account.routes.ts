import {
  AUTH_PATHS,
  changePasswordBodySchema,
  changePasswordResultSchema,
  emailVerifyBodySchema,
  emptyDataSchema,
  envelope,
  forgotLoginNameBodySchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  linkTokenQuerySchema,
  linkValidSchema,
  passwordValiditySchema,
  resetPasswordBodySchema,
  validatePasswordBodySchema,
  validatePasswordQuerySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
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
import { AUTH_TAGS, PUBLIC, PUBLIC_SCHEMA } from './route-options.js';

const NO_DATA = { 200: envelope(emptyDataSchema) };

/** Forgotten login name or password, password change and check, email verification. */
export async function accountRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    AUTH_PATHS.forgotLoginName,
    { ...PUBLIC, schema: { ...PUBLIC_SCHEMA, body: forgotLoginNameBodySchema, response: NO_DATA } },
    async (request) =>
      ok(await forgotLoginName(deps, request.body, request.locale, clientOf(request).ip)),
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    { ...PUBLIC, schema: { ...PUBLIC_SCHEMA, body: forgotPasswordBodySchema, response: NO_DATA } },
    async (request) =>
      ok(await forgotPassword(deps, request.body, request.locale, clientOf(request).ip)),
  );

  // the token in the body; GET ?token= stays for older clients (redacted from the logs)
  app.post(
    AUTH_PATHS.forgotPasswordCheck,
    {
      ...PUBLIC,
      schema: {
        ...PUBLIC_SCHEMA,
        body: linkTokenBodySchema,
        response: { 200: envelope(linkValidSchema) },
      },
    },
    async (request) => ok(await checkResetLink(deps, request.body.token, clientOf(request).ip)),
  );

  app.get(
    AUTH_PATHS.forgotPasswordCheck,
    {
      ...PUBLIC,
      schema: {
        ...PUBLIC_SCHEMA,
        deprecated: true,
        querystring: linkTokenQuerySchema,
        response: { 200: envelope(linkValidSchema) },
      },
    },
    async (request) => ok(await checkResetLink(deps, request.query.token, clientOf(request).ip)),
  );

  app.post(
    AUTH_PATHS.forgotPasswordReset,
    { ...PUBLIC, schema: { ...PUBLIC_SCHEMA, body: resetPasswordBodySchema, response: NO_DATA } },
    async (request) => ok(await resetPassword(deps, request.body, clientOf(request).ip)),
  );

  app.post(
    AUTH_PATHS.changePassword,
    {
      schema: {
        tags: AUTH_TAGS,
        body: changePasswordBodySchema,
        response: { 200: envelope(changePasswordResultSchema) },
      },
    },
    async (request) =>
      ok(await changePassword(deps, requireAuth(request), request.body, clientOf(request))),
  );

  app.post(
    AUTH_PATHS.validatePassword,
    {
      schema: {
        tags: AUTH_TAGS,
        body: validatePasswordBodySchema,
        querystring: validatePasswordQuerySchema,
        response: { 200: envelope(passwordValiditySchema) },
      },
    },
    async (request) =>
      ok(await validatePassword(deps, requireAuth(request), request.body?.password)),
  );

  app.get(
    AUTH_PATHS.sendEmailVerify,
    { schema: { tags: AUTH_TAGS, response: NO_DATA } },
    async (request) => ok(await sendEmailVerification(deps, requireAuth(request), request.locale)),
  );

  app.post(
    AUTH_PATHS.emailVerify,
    { ...PUBLIC, schema: { ...PUBLIC_SCHEMA, body: emailVerifyBodySchema, response: NO_DATA } },
    async (request) => ok(await verifyEmail(deps, request.body.token, clientOf(request).ip)),
  );
}
