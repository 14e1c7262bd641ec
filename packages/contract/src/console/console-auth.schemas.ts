import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { CONSOLE_PERMISSIONS, OPERATOR_TOTP } from './console-permissions.js';

const loginName = textSchema().trim().min(1, { error: 'validation.required' }).max(64);
const password = textSchema().min(1, { error: 'validation.required' }).max(200);

/** Six digits from the authenticator, or one of the operator's recovery codes. */
export const totpCodeSchema = textSchema()
  .trim()
  .min(OPERATOR_TOTP.digits, { error: 'validation.required' })
  .max(32);

export const operatorLoginBodySchema = z.object({ loginName, password });

/**
 * The password is right: the next step is the code (`totp`), or, for an operator who has not
 * enrolled yet, enrolment with the secret to add to an authenticator (`enrol`).
 */
export const operatorLoginAnswerSchema = z.object({
  stage: z.enum(['totp', 'enrol']),
  ticket: z.string(),
  enrolment: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
});

export const operatorVerifyBodySchema = z.object({
  ticket: textSchema().min(1, { error: 'validation.required' }).max(200),
  code: totpCodeSchema,
});

export const operatorViewSchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  /** the companies the operator may act for; null for all */
  companies: z.array(z.string()).nullable(),
  /** the password was chosen by someone else: the console asks for a new one before anything else */
  passwordChangeRequired: z.boolean(),
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

export const operatorSessionSchema = z.object({
  token: z.string(),
  operator: operatorViewSchema,
  /** the recovery codes, shown once, when this sign-in finished the enrolment */
  recoveryCodes: z.array(z.string()).nullable(),
});

/** An operator's own password change: the current one, a new one and a fresh code. */
export const operatorPasswordBodySchema = z.object({
  currentPassword: password,
  newPassword: textSchema().min(10, { error: 'validation.tooShort' }).max(200),
  code: totpCodeSchema,
});
