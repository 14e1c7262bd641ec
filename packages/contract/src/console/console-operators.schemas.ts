import { z } from 'zod';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CONSOLE_PERMISSIONS, CONSOLE_REASON_MAX } from './console-permissions.js';

const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
const roleName = textSchema()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, { error: 'validation.invalid' });
const companies = z.array(textSchema().trim().min(1).max(16)).max(50).nullable();

export const operatorIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const operatorListQuerySchema = z.object({ ...pageShape });
export const operatorRowSchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  companies: z.array(z.string()).nullable(),
  /** the authenticator is enrolled (false: enrolment at the next sign-in) */
  enrolled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export const operatorPageSchema = pagedSchema(operatorRowSchema);

/** A new operator: a temporary password they change nowhere yet, roles and companies (null: all). */
export const operatorCreateBodySchema = z.object({
  loginName: textSchema()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9._-]{2,31}$/, { error: 'validation.invalid' }),
  displayName: textSchema().trim().min(1, { error: 'validation.required' }).max(80),
  password: textSchema().min(10, { error: 'validation.tooShort' }).max(200),
  roles: z.array(roleName).min(1, { error: 'validation.required' }).max(10),
  companies,
  reason,
  code: totpCodeSchema,
});
export const operatorUpdateBodySchema = z.object({
  roles: z.array(roleName).min(1, { error: 'validation.required' }).max(10),
  companies,
  reason,
  code: totpCodeSchema,
});
/** Disabling, enabling and clearing the authenticator: a reason and a fresh code. */
export const operatorActionBodySchema = z.object({ reason, code: totpCodeSchema });
export const operatorIdAnswerSchema = z.object({ id: z.number().int() });

export const roleSchema = z.object({
  name: z.string(),
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)),
  builtIn: z.boolean(),
  /** operators holding it */
  operators: z.number().int(),
});
export const roleListSchema = z.array(roleSchema);
/** A role an admin composes: a name and permissions; the built-in roles are not changed here. */
export const roleSaveBodySchema = z.object({
  name: roleName,
  permissions: z.array(z.enum(CONSOLE_PERMISSIONS)).min(1, { error: 'validation.required' }),
  reason,
  code: totpCodeSchema,
});
