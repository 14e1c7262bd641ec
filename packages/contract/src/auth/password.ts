import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { PROFILE_PASSWORD_LENGTH } from '../common/constants.js';
import { companyCodeSchema } from '../common/domain.js';
import { emailSchema, requiredString } from '../common/validation.js';
import { AUTH_FIELD_MAX } from './auth-constants.js';
import { enteredPasswordSchema } from './login.js';

/** Spec 5 Profile: a password begins with a letter or digit. */
export const PASSWORD_FIRST_CHAR = /^[\p{L}\p{N}]/u;

/** A new password: 6 to 13 characters, beginning with a letter or digit. */
export const profilePasswordSchema = textSchema()
  .min(1, { error: 'validation.required', abort: true })
  .min(PROFILE_PASSWORD_LENGTH.min, { error: 'validation.tooShort' })
  .max(PROFILE_PASSWORD_LENGTH.max, { error: 'validation.tooLong' })
  .regex(PASSWORD_FIRST_CHAR, { error: 'validation.passwordFormat' });

const confirmationMatches = (b: { newPassword: string; confirmPassword: string }) =>
  b.newPassword === b.confirmPassword;
const MISMATCH = { path: ['confirmPassword'], error: 'validation.passwordMismatch' };

export const forgotLoginNameBodySchema = z.object({
  email: emailSchema,
  companyCode: companyCodeSchema.optional(),
});
export type ForgotLoginNameBody = z.infer<typeof forgotLoginNameBodySchema>;

export const forgotPasswordBodySchema = z.object({
  loginName: requiredString(AUTH_FIELD_MAX.loginName),
  email: emailSchema,
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The token of an emailed link (reset password, email verification). */
export const linkTokenSchema = requiredString(AUTH_FIELD_MAX.linkToken);
/**
 * GET ?token= is still answered for clients of before the POST (the token is redacted from
 * every log line); the web app sends it in the body.
 */
export const linkTokenQuerySchema = z.object({ token: linkTokenSchema });
export const linkTokenBodySchema = z.object({ token: linkTokenSchema });
export const linkValidSchema = z.object({ valid: z.literal(true) });
export type LinkValid = z.infer<typeof linkValidSchema>;

export const resetPasswordBodySchema = z
  .object({
    token: linkTokenSchema,
    newPassword: profilePasswordSchema,
    confirmPassword: enteredPasswordSchema,
  })
  .refine(confirmationMatches, MISMATCH);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    oldPassword: enteredPasswordSchema,
    newPassword: profilePasswordSchema,
    confirmPassword: enteredPasswordSchema,
  })
  .refine(confirmationMatches, MISMATCH);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A fresh session for the device that changed the password (every other one is closed). */
export const changePasswordResultSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/**
 * A secret in the query string ends up in access logs, proxies and browser history, so it
 * is refused there with a field key naming the fix.
 */
const secretNotInQuery = z.never({ error: 'validation.secretNotInQuery' }).optional();

/** `password` in the body only (spec "The calls the product makes"'s "param" is read as the body). */
export const validatePasswordBodySchema = z
  .object({ password: enteredPasswordSchema.optional() })
  .nullish();
export const validatePasswordQuerySchema = z.object({ password: secretNotInQuery });
export const passwordValiditySchema = z.object({ valid: z.boolean() });
export type PasswordValidity = z.infer<typeof passwordValiditySchema>;

export const emailVerifyBodySchema = z.object({ token: linkTokenSchema });
export type EmailVerifyBody = z.infer<typeof emailVerifyBodySchema>;
