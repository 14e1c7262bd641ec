import { defineCall } from '../common/define-call.js';
import { emptyDataSchema } from '../common/envelope.js';
import { AUTH_PATHS } from './auth-constants.js';
import { captchaRequiredQuerySchema, captchaRequiredSchema, captchaSchema } from './captcha.js';
import { loginBodySchema, loginResultSchema, silentLoginBodySchema } from './login.js';
import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  emailVerifyBodySchema,
  forgotLoginNameBodySchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  linkTokenQuerySchema,
  linkValidSchema,
  passwordValiditySchema,
  resetPasswordBodySchema,
  validatePasswordBodySchema,
  validatePasswordQuerySchema,
} from './password.js';

const tags = ['auth'] as const;
const PUBLIC = { access: 'public', record: 'none', tags } as const;
const SELF = { access: 'member', record: 'self', tags } as const;

/** Sessions and account recovery (spec "The calls the product makes" Session, spec "Public routes"). */
export const AUTH_CALLS = {
  captcha: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: AUTH_PATHS.captcha,
    response: captchaSchema,
    summary: 'A new captcha image for the login form',
    // the client's captchas per time window are limited
    errors: ['tooManyRequests'],
  }),
  captchaRequired: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: AUTH_PATHS.captchaRequired,
    query: captchaRequiredQuerySchema,
    response: captchaRequiredSchema,
    summary: 'Whether the next login of this name or address needs a captcha',
  }),
  login: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.login,
    body: loginBodySchema,
    response: loginResultSchema,
    summary: 'Signs in with login name and password; answers the token and the member',
  }),
  logout: defineCall({
    ...SELF,
    method: 'POST',
    path: AUTH_PATHS.logout,
    response: emptyDataSchema,
    summary: 'Ends the current session',
  }),
  silentLogin: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.silentLogin,
    body: silentLoginBodySchema,
    response: loginResultSchema,
    summary: 'Signs in with a one-time ticket',
  }),
  vcardSilentLogin: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.vcardSilentLogin,
    body: silentLoginBodySchema,
    response: loginResultSchema,
    summary: 'Signs in with a one-time ticket from the vCard app',
  }),
  forgotLoginName: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.forgotLoginName,
    body: forgotLoginNameBodySchema,
    response: emptyDataSchema,
    summary: 'Mails the login name to the address on file',
  }),
  forgotPassword: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.forgotPassword,
    body: forgotPasswordBodySchema,
    response: emptyDataSchema,
    summary: 'Mails a password reset link',
  }),
  checkResetLink: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.forgotPasswordCheck,
    body: linkTokenBodySchema,
    response: linkValidSchema,
    summary: 'Whether a password reset link is still valid',
  }),
  checkResetLinkByQuery: defineCall({
    ...PUBLIC,
    method: 'GET',
    path: AUTH_PATHS.forgotPasswordCheck,
    query: linkTokenQuerySchema,
    response: linkValidSchema,
    deprecated: true,
    summary: 'Whether a password reset link is still valid (token in the query, older clients)',
  }),
  resetPassword: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.forgotPasswordReset,
    body: resetPasswordBodySchema,
    response: emptyDataSchema,
    summary: 'Sets a new password with a reset link token',
  }),
  changePassword: defineCall({
    ...SELF,
    method: 'POST',
    path: AUTH_PATHS.changePassword,
    body: changePasswordBodySchema,
    response: changePasswordResultSchema,
    summary: "Changes the member's password",
  }),
  validatePassword: defineCall({
    ...SELF,
    method: 'POST',
    path: AUTH_PATHS.validatePassword,
    body: validatePasswordBodySchema,
    query: validatePasswordQuerySchema,
    response: passwordValiditySchema,
    summary: "Checks the member's password (step-up before a sensitive change)",
  }),
  sendEmailVerify: defineCall({
    ...SELF,
    method: 'GET',
    path: AUTH_PATHS.sendEmailVerify,
    response: emptyDataSchema,
    summary: 'Mails an email verification link',
  }),
  emailVerify: defineCall({
    ...PUBLIC,
    method: 'POST',
    path: AUTH_PATHS.emailVerify,
    body: emailVerifyBodySchema,
    response: emptyDataSchema,
    summary: 'Confirms an email address with the mailed token',
  }),
} as const;
