import { z } from 'zod';
import { requiredString } from '../common/validation.js';
import { AUTH_FIELD_MAX } from './auth-constants.js';

/** A captcha to show: its id, sent back with the answer, and the image as a data URL. */
export const captchaSchema = z.object({
  uuid: z.string(),
  /** `data:image/svg+xml;base64,...` */
  img: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaRequiredQuerySchema = z.object({
  username: requiredString(AUTH_FIELD_MAX.loginName),
});

export const captchaRequiredSchema = z.object({ required: z.boolean() });
export type CaptchaRequired = z.infer<typeof captchaRequiredSchema>;
