import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { CONSOLE_REASON_MAX, CONSOLE_SEARCH_MAX } from './console-permissions.js';
import { totpCodeSchema } from './console-auth.schemas.js';

const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const company = textSchema().trim().max(16).optional();
/** Money in minor units as a decimal string (bigint on the server). */
const minor = textSchema().regex(/^-?\d{1,18}$/);

/** The home page: what waits for this operator. */
export const consoleHomeSchema = z.object({
  pendingWithdrawals: z.number().int(),
  /** four eyes: what others prepared for this operator's approval (null: not theirs to approve) */
  awaitingMyApproval: z.object({
    batches: z.number().int().nullable(),
    adjustments: z.number().int().nullable(),
    cycles: z.number().int().nullable(),
  }),
  failedJobs: z.number().int().nullable(),
  ledgerCheck: z.object({ at: z.string(), ok: z.boolean(), problems: z.number().int() }).nullable(),
  /** the open cycle's volume so far per company (null without `cycle:view`) */
  openCycle: z
    .object({
      cycle: z.string(),
      /** when the figures were summed (every five minutes); null with no company to show */
      asOf: z.string().nullable(),
      companies: z.array(
        z.object({
          companyCode: z.string(),
          /** BV with two decimals, refunds netted */
          bv: z.string(),
          /** members who bought in the cycle */
          buyers: z.number().int(),
        }),
      ),
    })
    .nullable(),
  /** SKUs at or under their low-stock threshold per company (null without `stock:adjust`) */
  lowStock: z.array(z.object({ companyCode: z.string(), skus: z.number().int() })).nullable(),
});

export type ConsoleHome = z.infer<typeof consoleHomeSchema>;

// the withdrawal queue
export const consoleWithdrawalQueueQuerySchema = z.object({
  ...pageShape,
  status: z.coerce.number().int().optional(),
  company,
  minAmount: minor.optional(),
  maxAmount: minor.optional(),
  /** only requests older than this many days */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
});
export const consoleWithdrawalQueueItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginName: z.string(),
  companyCode: z.string(),
  account: z.string(),
  amount: minor,
  fee: minor,
  currency: z.string(),
  minorUnit: z.number().int(),
  status: z.number().int(),
  bankName: z.string(),
  maskedAccountNumber: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const consoleWithdrawalQueueSchema = pagedSchema(consoleWithdrawalQueueItemSchema);
/** Deciding on a request (withdrawal:approve) and paying it out (withdrawal:process) are apart. */
export const WITHDRAWAL_DECISIONS = ['approve', 'reject'] as const;
export const WITHDRAWAL_PAYOUT_STEPS = ['process', 'succeed', 'fail'] as const;
export const consoleWithdrawalDecideParamsSchema = z.object({
  id: idParam,
  action: z.enum(WITHDRAWAL_DECISIONS),
});
export const consoleWithdrawalPayoutParamsSchema = z.object({
  id: idParam,
  action: z.enum(WITHDRAWAL_PAYOUT_STEPS),
});
/** Every money step says why and carries a fresh authenticator code (step-up). */
export const consoleWithdrawalStepBodySchema = z.object({ reason, code: totpCodeSchema });
export const consoleWithdrawalStepAnswerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
});

// the member desk
/**
 * The search text: a member id, or at least 3 characters of a login name, name, email or phone
 * (a shorter prefix matches a large part of a million members, and nobody pages through that).
 */
export const consoleMemberSearchQuerySchema = z.object({
  ...pageShape,
  q: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONSOLE_SEARCH_MAX)
    .refine((v) => /^\d+$/.test(v) || v.length >= 3, { error: 'validation.searchTooShort' }),
});
export const consoleMemberSummarySchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  companyCode: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
});
export const consoleMemberSearchSchema = pagedSchema(consoleMemberSummarySchema);
export const consoleMemberParamsSchema = z.object({ id: idParam });
export const consoleMemberDetailSchema = z.object({
  member: consoleMemberSummarySchema,
  rank: z.string().nullable(),
  sponsorLoginName: z.string().nullable(),
  balances: z.array(
    z.object({
      account: z.string(),
      currency: z.string(),
      minorUnit: z.number().int(),
      balance: minor,
    }),
  ),
  recentOrders: z.array(
    z.object({
      orderNo: z.string(),
      type: z.number().int(),
      status: z.number().int(),
      amount: minor,
      currency: z.string(),
      minorUnit: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** the paid-as and highest award codes of the member's standing (STANDING_AWARD_CODES) */
  awards: z.object({ paidAs: z.string(), highest: z.string() }).nullable(),
  /** the latest personal messages sent to the member */
  recentMessages: z.array(z.object({ title: z.string(), sentAt: z.string(), read: z.boolean() })),
  /** the latest audit entries about the member */
  auditEntries: z.array(
    z.object({
      at: z.string(),
      operator: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      outcome: z.string(),
    }),
  ),
  downline: z.object({
    sponsored: z.number().int(),
    placementLeft: z.number().int(),
    placementRight: z.number().int(),
  }),
});
export const consoleMemberFreezeBodySchema = z.object({ frozen: z.boolean(), reason });
export const consoleMemberFreezeAnswerSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
});

// the audit trail
export const consoleAuditQuerySchema = z.object({
  ...pageShape,
  operator: textSchema().trim().max(64).optional(),
  action: textSchema().trim().max(64).optional(),
  target: textSchema().trim().max(128).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const consoleAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operator: z.string(),
  source: z.enum(['console', 'cli']),
  permission: z.string().nullable(),
  action: z.string(),
  companyCode: z.string().nullable(),
  target: z.string().nullable(),
  reason: z.string().nullable(),
  outcome: z.enum(['ok', 'refused', 'failed']),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  address: z.string().nullable(),
});
export const consoleAuditPageSchema = pagedSchema(consoleAuditEntrySchema);
