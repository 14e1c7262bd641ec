import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CYCLE_CLOSE_MODES } from './console-settings.schemas.js';

const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
const companyCode = textSchema()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'validation.invalid' });
/** A cycle is an ISO week in business time, `2026-W48`. */
export const cycleNameSchema = textSchema().regex(/^\d{4}-W\d{2}$/, {
  error: 'validation.invalid',
});
/** Money in minor units as a decimal string (bigint on the server). */
const minor = z.string().regex(/^-?\d{1,20}$/);
const at = z.string().nullable();

/**
 * A commission run moves open → previewed → audited (by a second operator) → locked → closed;
 * a fresh preview before the lock clears the audit.
 */
export const COMMISSION_RUN_STATES = ['open', 'previewed', 'audited', 'locked', 'closed'] as const;
export type CommissionRunState = (typeof COMMISSION_RUN_STATES)[number];

export const consoleCyclesQuerySchema = z.object({ company: companyCode });
export const consoleCycleParamsSchema = z.object({ company: companyCode, cycle: cycleNameSchema });

/** Who took each step, and when. */
export const consoleCycleStepsSchema = z.object({
  previewedBy: z.string().nullable(),
  previewedAt: at,
  auditedBy: z.string().nullable(),
  auditedAt: at,
  auditNote: z.string().nullable(),
  lockedBy: z.string().nullable(),
  lockedAt: at,
  closedBy: z.string().nullable(),
  closedAt: at,
});

export const consoleCycleSummarySchema = consoleCycleStepsSchema.extend({
  cycle: z.string(),
  state: z.enum(COMMISSION_RUN_STATES),
  /** the cycle's week is over: it may be locked and closed */
  ended: z.boolean(),
  /** what the close paid (minor units), once closed */
  paidTotal: minor.nullable(),
});
export const consoleCyclesSchema = z.object({
  company: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  cycles: z.array(consoleCycleSummarySchema),
});

/** The preview's totals, as stored when it ran (the auditor sees these). */
export const consoleCyclePreviewSchema = z.object({
  /** per bonus type; `previous` is the last closed cycle's total of the type */
  totals: z.array(z.object({ type: z.string(), amount: minor, previous: minor.nullable() })),
  total: minor,
  previousCycle: z.string().nullable(),
  previousTotal: minor.nullable(),
  membersPaid: z.number().int(),
  /** the pools' base, in BV with two decimals */
  companyVolume: z.string(),
  pools: z.array(z.object({ type: z.string(), sizeBv: z.string(), paid: minor })),
  leftOnTable: z.array(z.object({ rule: z.string(), members: z.number().int() })),
  topEarners: z.array(
    z.object({ memberId: z.number().int(), loginName: z.string(), amount: minor }),
  ),
});

export const consoleCycleDetailSchema = z.object({
  company: z.string(),
  cycle: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  state: z.enum(COMMISSION_RUN_STATES),
  ended: z.boolean(),
  steps: consoleCycleStepsSchema,
  preview: consoleCyclePreviewSchema.nullable(),
  /** what the close paid per bonus type, once closed */
  paid: z.array(z.object({ type: z.string(), amount: minor })).nullable(),
  /** the one journal the close posted (every member's bonus), once closed */
  journalId: z.string().nullable(),
  /** how the company's cycles close: by the weekly job, or only from here (company settings) */
  closeMode: z.enum(CYCLE_CLOSE_MODES),
});

export const consoleCycleAuditBodySchema = z.object({ note: reason });
/** Locking and closing move money's figures for good: a reason and a fresh code (step-up). */
export const consoleCycleStepBodySchema = z.object({ reason, code: totpCodeSchema });

// the ledger check
export const consoleLedgerCheckSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.string(),
  ok: z.boolean(),
  problems: z.number().int(),
  firstProblems: z.array(z.string()),
});
export const consoleLedgerCheckLastSchema = consoleLedgerCheckSchema.nullable();
