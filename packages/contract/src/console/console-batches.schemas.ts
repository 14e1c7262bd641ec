import { z } from 'zod';
import { bodyId, pagedSchema, pageShape } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';
import { totpCodeSchema } from './console-auth.schemas.js';

/**
 * A withdrawal batch: approved withdrawals of one company gathered by one operator (prepared),
 * approved by a second (four eyes), exported as the bank's file (its withdrawals then processing)
 * and reconciled item by item from the bank's answer (paid, or failed and the money released).
 * Before its file is made a batch may be cancelled: its withdrawals wait, approved, for another;
 * or one withdrawal dropped from it (an approved batch then waits for a new approval).
 */
export const WITHDRAWAL_BATCH_STATUSES = [
  'prepared',
  'approved',
  'exported',
  'reconciled',
  'cancelled',
] as const;
export type WithdrawalBatchStatus = (typeof WITHDRAWAL_BATCH_STATUSES)[number];
/** Withdrawals one batch may hold: one bank file the operator can still check by eye. */
export const WITHDRAWAL_BATCH_MAX_ITEMS = 500;

const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** Money in minor units as a decimal string (bigint on the server). */
const minor = z.string().regex(/^-?\d{1,18}$/);
const withdrawalIds = z
  .array(bodyId)
  .min(1, { error: 'validation.required' })
  .max(WITHDRAWAL_BATCH_MAX_ITEMS, { error: 'validation.tooLong' });

export const consoleBatchQuerySchema = z.object({
  ...pageShape,
  status: z.enum(WITHDRAWAL_BATCH_STATUSES).optional(),
  company: textSchema().trim().max(16).optional(),
});
export const consoleBatchParamsSchema = z.object({ id: idParam });
export const consoleBatchItemParamsSchema = z.object({ id: idParam, withdrawalId: idParam });

export const consoleBatchSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  status: z.enum(WITHDRAWAL_BATCH_STATUSES),
  preparedBy: z.string(),
  preparedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** what the bank pays out: the items' amounts less their fees, in minor units */
  total: minor,
  currency: z.string(),
  minorUnit: z.number().int(),
  count: z.number().int(),
});
export const consoleBatchPageSchema = pagedSchema(consoleBatchSchema);

export const consoleBatchItemSchema = z.object({
  withdrawalId: z.number().int(),
  loginName: z.string(),
  amount: minor,
  fee: minor,
  /** amount less fee: what the bank file pays */
  payout: minor,
  bankName: z.string(),
  maskedAccountNumber: z.string(),
  holderName: z.string(),
  /** the withdrawal's status */
  status: z.number().int(),
  /** the bank's answer once reconciled; null while open */
  paid: z.boolean().nullable(),
});
export const consoleBatchDetailSchema = z.object({
  batch: consoleBatchSchema,
  items: z.array(consoleBatchItemSchema),
});

export const consoleBatchPrepareBodySchema = z.object({
  companyCode: textSchema().trim().min(1, { error: 'validation.required' }).max(16),
  withdrawalIds,
  reason,
});
export const consoleBatchApproveBodySchema = z.object({ reason, code: totpCodeSchema });
export const consoleBatchCancelBodySchema = z.object({ reason });
export const consoleBatchDropBodySchema = z.object({ reason });
export const consoleBatchReconcileBodySchema = z.object({
  reason,
  code: totpCodeSchema,
  results: z
    .array(z.object({ withdrawalId: bodyId, paid: z.boolean() }))
    .min(1, { error: 'validation.required' })
    .max(WITHDRAWAL_BATCH_MAX_ITEMS, { error: 'validation.tooLong' }),
});
