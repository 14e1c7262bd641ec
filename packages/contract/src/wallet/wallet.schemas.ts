import { z } from 'zod';
import { bodyId, pagedSchema, pageShape, requiredOr } from '../common/field-kit.js';
import { amountSchema, pinInputSchema } from '../common/money-fields.js';
import {
  integerIdParam,
  integerValue,
  optionalString,
  plainDecimal,
  requiredString,
} from '../common/validation.js';
import {
  JOURNAL_TYPES,
  MEMBER_ACCOUNTS,
  MOVEMENT_REFERENCES,
  RECENT_MOVEMENTS,
  TRANSFER_RECIPIENT_MAX,
  TRANSFER_REMARK_MAX,
  WALLET_FIELD_ERROR,
} from './wallet-constants.js';

export const memberAccountSchema = z.enum(MEMBER_ACCOUNTS, {
  error: requiredOr('validation.invalidValue'),
});

export const userBalanceParamsSchema = z.object({ id: integerIdParam });

/** One of a member's accounts; amounts are decimal strings in the currency's minor unit. */
export const walletBalanceSchema = z.object({
  account: memberAccountSchema,
  currency: z.string(),
  minorUnit: z.number().int(),
  balance: z.string(),
  /** what may be transferred or withdrawn now */
  available: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
export const walletBalancesSchema = z.array(walletBalanceSchema);

export const journalTypeSchema = z.enum(JOURNAL_TYPES, { error: 'validation.invalidValue' });

/** One movement of one account: a posting of a journal entry. */
export const walletMovementSchema = z.object({
  id: z.string(),
  journalId: z.string(),
  account: memberAccountSchema,
  type: journalTypeSchema,
  /** signed: money in is positive, money out negative */
  amount: z.string(),
  balanceAfter: z.string(),
  currency: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /**
   * What the movement belongs to: a transfer or a withdrawal (ids), an order (its number) or a
   * bonus cycle (its name, e.g. 2026-W45), so a member can follow each line to its source
   */
  reference: z.object({ kind: z.enum(MOVEMENT_REFERENCES), id: z.string() }).nullable(),
  /** the other member of a transfer */
  counterparty: z
    .object({ memberId: z.number().int(), loginName: z.string(), name: z.string() })
    .nullable(),
  remark: z.string().nullable(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

export const recentMovementsQuerySchema = z.object({
  account: memberAccountSchema.optional(),
  limit: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.tooSmall' })
      .max(RECENT_MOVEMENTS.maxLimit, { error: 'validation.tooLarge' })
      .default(RECENT_MOVEMENTS.defaultLimit),
  ),
});
export type RecentMovementsQuery = z.infer<typeof recentMovementsQuerySchema>;
export const recentMovementsSchema = z.array(walletMovementSchema);

const instant = z.iso.datetime({ offset: true, error: 'validation.format' });

const transactionFilterShape = {
  account: memberAccountSchema,
  type: journalTypeSchema.optional(),
  /** ISO 8601; start inclusive, end exclusive */
  start: instant.optional(),
  end: instant.optional(),
};

const endAfterStart = (q: { start?: string; end?: string }) =>
  !q.start || !q.end || Date.parse(q.end) > Date.parse(q.start);
const END_BEFORE_START = { path: ['end'], error: WALLET_FIELD_ERROR.endBeforeStart };

export const transactionsQuerySchema = z
  .object({ ...transactionFilterShape, ...pageShape })
  .refine(endAfterStart, END_BEFORE_START);
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
export const transactionsPageSchema = pagedSchema(walletMovementSchema);
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const transactionsExportQuerySchema = z
  .object(transactionFilterShape)
  .refine(endAfterStart, END_BEFORE_START);
export type TransactionsExportQuery = z.infer<typeof transactionsExportQuerySchema>;

/** The recipient as the member knows them: their login name (e.g. US000061) or member id. */
export const transferRecipientQuerySchema = z.object({
  member: requiredString(TRANSFER_RECIPIENT_MAX),
});
export const transferRecipientSchema = z.object({
  memberId: z.number().int(),
  loginName: z.string(),
  name: z.string(),
});
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** Limits of the transfer form, in the company's currency. */
export const transferLimitsSchema = z.object({
  perTransfer: z.string(),
  daily: z.string(),
  usedToday: z.string(),
  currency: z.string(),
});
export type TransferLimits = z.infer<typeof transferLimitsSchema>;

/**
 * To another member: bonus → bonus with toMemberId. To oneself: bonus → e-product, without
 * toMemberId (or with one's own id).
 */
export const transferBodySchema = z.object({
  toMemberId: bodyId.optional(),
  fromAccount: memberAccountSchema,
  toAccount: memberAccountSchema,
  amount: amountSchema,
  pin: pinInputSchema,
  remark: optionalString(TRANSFER_REMARK_MAX).optional(),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const transferResultSchema = z.object({
  transferId: z.string(),
  journalId: z.string(),
  amount: z.string(),
  currency: z.string(),
  toMemberId: z.number().int(),
  /** the sender's balances after the transfer */
  balances: z.array(walletBalanceSchema),
});
export type TransferResult = z.infer<typeof transferResultSchema>;
