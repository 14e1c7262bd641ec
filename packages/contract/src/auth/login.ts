import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { optionalString, requiredString } from '../common/validation.js';
import { memberInfoSchema } from '../member/member-info.js';
import { AUTH_FIELD_MAX, IS_FROM_OSS } from './auth-constants.js';

/** A password as typed: not trimmed, any characters; its rules apply only when one is set. */
export const enteredPasswordSchema = textSchema()
  .min(1, { error: 'validation.required' })
  .max(AUTH_FIELD_MAX.password, { error: 'validation.tooLong' });

/** Login payload of spec "Entities and their fields"; uuid and captcha are blank until a captcha is shown. */
export const loginBodySchema = z.object({
  username: requiredString(AUTH_FIELD_MAX.loginName),
  password: enteredPasswordSchema,
  uuid: optionalString(AUTH_FIELD_MAX.uuid).nullish(),
  captcha: optionalString(AUTH_FIELD_MAX.captcha).nullish(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const isFromOssSchema = z.enum([IS_FROM_OSS.yes, IS_FROM_OSS.no]);
export type IsFromOss = z.infer<typeof isFromOssSchema>;

/** What login and silent login answer: the member info plus the session. */
export const loginResultSchema = memberInfoSchema.extend({
  token: z.string(),
  /** server time, ISO 8601 (spelled as in spec "Entities and their fields") */
  severDateTime: z.string(),
  isFromOss: isFromOssSchema,
  /** ISO 8601 time the session ends at the latest */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const silentLoginBodySchema = z.object({
  ticket: requiredString(AUTH_FIELD_MAX.ticket),
});
export type SilentLoginBody = z.infer<typeof silentLoginBodySchema>;

/**
 * `data.details` of every failed login, so the page knows whether the next try needs a
 * captcha.
 */
export const loginFailureDetailsSchema = z.object({ captchaRequired: z.boolean() });
export type LoginFailureDetails = z.infer<typeof loginFailureDetailsSchema>;
