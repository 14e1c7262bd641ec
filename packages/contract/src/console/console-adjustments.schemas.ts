import { z } from 'zod';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { signedAmountSchema } from '../common/money-fields.js';
import { textSchema } from '../common/text.js';
import { MEMBER_ACCOUNTS } from '../wallet/wallet-constants.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/**
 * A wallet adjustment from the console: at or below the company's threshold it is applied at
 * once (`applied`); above it, it waits (`pending`) for a second operator, who applies it
 * (`applied`) or turns it down (`rejected`). `approved` is a state of the table for an approval
 * kept apart from its posting; this server approves and posts in one transaction, so it never
 * stores it.
 */
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected', 'applied'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
/** Money in minor units as a decimal string, signed (a debit is negative). */
const minor = z.string().regex(/^-?\d{1,19}$/);

export const consoleAdjustmentQuerySchema = z.object({
  ...pageShape,
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  company: textSchema().trim().max(16).optional(),
});

export const consoleAdjustmentSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  memberId: z.number().int(),
  loginName: z.string(),
  account: z.enum(MEMBER_ACCOUNTS),
  amount: minor,
  currency: z.string(),
  minorUnit: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  preparedBy: z.string(),
  preparedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** the journal that moved the money, once applied */
  journalId: z.string().nullable(),
});
export const consoleAdjustmentPageSchema = pagedSchema(consoleAdjustmentSchema);

export const consoleAdjustmentCreateBodySchema = z.object({
  memberId: z.number().int().positive().max(2_147_483_647),
  account: z.enum(MEMBER_ACCOUNTS),
  /** "12.34" credits, "-5.00" debits; the decimals the company's currency allows are checked by the server */
  amount: signedAmountSchema,
  reason,
  code: totpCodeSchema,
});
export const consoleAdjustmentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const consoleAdjustmentApproveBodySchema = z.object({ reason, code: totpCodeSchema });
export const consoleAdjustmentRejectBodySchema = z.object({ reason });
