import { z } from 'zod';
import { bankAccountSummarySchema } from '../bank/bank.schemas.js';
import { bodyId, pagedSchema, pageShape, requiredOr } from '../common/field-kit.js';
import { amountSchema, pinInputSchema } from '../common/money-fields.js';
import { integerIdParam } from '../common/validation.js';
import {
  WALLET_FIELD_ERROR,
  WITHDRAWAL_ACCOUNTS,
  WITHDRAWAL_ACTORS,
  WITHDRAWAL_PAYMENT_METHODS,
  WITHDRAWAL_STATUS_VALUES,
  type WithdrawalStatus,
} from './wallet-constants.js';

export const withdrawalStatusSchema = z
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .refine((v): v is WithdrawalStatus => (WITHDRAWAL_STATUS_VALUES as number[]).includes(v), {
    error: 'validation.invalidValue',
  }) as z.ZodType<WithdrawalStatus>;

export const withdrawalAccountSchema = z.enum(WITHDRAWAL_ACCOUNTS, {
  error: requiredOr('validation.invalidValue'),
});
export const paymentMethodSchema = z.enum(WITHDRAWAL_PAYMENT_METHODS, {
  error: requiredOr('validation.invalidValue'),
});

/** `GET …/bonusWithdrawal/fee?withdrawalAmount=&account=`: shown before the PIN is asked. */
export const withdrawalFeeQuerySchema = z.object({
  withdrawalAmount: amountSchema,
  account: withdrawalAccountSchema.default('bonus'),
});
export type WithdrawalFeeQuery = z.infer<typeof withdrawalFeeQuerySchema>;
export const withdrawalFeeSchema = z.object({
  amount: z.string(),
  fee: z.string(),
  net: z.string(),
  currency: z.string(),
});
export type WithdrawalFee = z.infer<typeof withdrawalFeeSchema>;

export const withdrawBodySchema = z.object({
  account: withdrawalAccountSchema,
  amount: amountSchema,
  bankAccountId: bodyId,
  paymentMethod: paymentMethodSchema,
  pin: pinInputSchema,
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

export const withdrawalIdParamsSchema = z.object({ id: integerIdParam });

/** Only while applied; at least one of the two; the PIN, as applying needs it (step-up). */
export const withdrawalUpdateBodySchema = z
  .object({
    amount: amountSchema.optional(),
    bankAccountId: integerIdParam.optional(),
    pin: pinInputSchema,
  })
  .refine((b) => b.amount !== undefined || b.bankAccountId !== undefined, {
    path: ['amount'],
    error: WALLET_FIELD_ERROR.nothingToUpdate,
  });
export type WithdrawalUpdateBody = z.infer<typeof withdrawalUpdateBodySchema>;

/** One step of a withdrawal's life, shown to the member as a timeline. */
export const withdrawalEventSchema = z.object({
  fromStatus: withdrawalStatusSchema.nullable(),
  status: withdrawalStatusSchema,
  actor: z.enum(WITHDRAWAL_ACTORS),
  reason: z.string().nullable(),
  /** ISO 8601 */
  at: z.string(),
});
export type WithdrawalEvent = z.infer<typeof withdrawalEventSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  account: withdrawalAccountSchema,
  amount: z.string(),
  fee: z.string(),
  net: z.string(),
  currency: z.string(),
  status: withdrawalStatusSchema,
  paymentMethod: paymentMethodSchema,
  bankAccount: bankAccountSummarySchema,
  canCancel: z.boolean(),
  canUpdate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  timeline: z.array(withdrawalEventSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawHistoryBodySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  ...pageShape,
});
export type WithdrawHistoryBody = z.infer<typeof withdrawHistoryBodySchema>;
export const withdrawHistorySchema = pagedSchema(withdrawalSchema);
export type WithdrawHistory = z.infer<typeof withdrawHistorySchema>;
