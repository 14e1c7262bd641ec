import { z } from 'zod';
import { memberStandingSchema } from '../organization/standing.js';

/**
 * The estimated bonus (spec "Main mode" EstimatedBonus and bnEstimatedBonus/bnIndex, spec "Business constants and limits") and the
 * rank report card (spec "Entities and their fields", compensation-plan.md awards, `mustRebuyBV4Active`).
 */
export const ESTIMATE_PATHS = {
  estimate: '/bo/bonus/estimate',
  rankCard: '/bo/bonus/rank-card',
} as const;

/** The estimate predicts the open cycle and the next 3, never more (spec "Business constants and limits"). */
export const ESTIMATE_CYCLES = 4;
/** It is refreshed by a job once every 24 hours (spec "Business constants and limits"). */
export const ESTIMATE_REFRESH_HOURS = 24;

const estimateCycleSchema = z.object({
  cycle: z.string(),
  /** the cycle's Monday in business time (UTC+8), ISO 8601 */
  start: z.string(),
  /** true for the cycle open now (real orders so far); later cycles are projections */
  open: z.boolean(),
  /** decimal strings in the company's currency */
  total: z.string(),
  byType: z.array(z.object({ type: z.string(), amount: z.string() })),
  /**
   * the member's own autoship runs scheduled in the cycle, at today's prices (amount in the
   * company's currency, BV two decimals), which the estimate counts; absent without any
   */
  autoship: z.object({ runs: z.number().int(), amount: z.string(), bv: z.string() }).optional(),
});
export type EstimateCycle = z.infer<typeof estimateCycleSchema>;

export const bonusEstimateSchema = z.object({
  /** when the job computed it (ISO 8601); null before its first run */
  computedAt: z.string().nullable(),
  cyclesPredicted: z.number().int(),
  refreshHours: z.number().int(),
  currency: z.string(),
  minorUnit: z.number().int(),
  cycles: z.array(estimateCycleSchema),
  /** the member's standing now, the start the projection rolls forward from */
  standing: memberStandingSchema,
});
export type BonusEstimate = z.infer<typeof bonusEstimateSchema>;

/**
 * How a requirement's figures read: BV (two decimals), members (a count), a rank (codes, the
 * gap in rank levels of the ladder, never a difference of codes) or a yes/no flag (1/0).
 */
export const REQUIREMENT_UNITS = ['bv', 'members', 'rank', 'flag'] as const;

/** One requirement of the next award: what it needs, what the member has, the gap. */
export const rankRequirementSchema = z.object({
  key: z.enum(['active', 'rank', 'weakLegBv', 'sponsoredActive']),
  /** the leg it is measured on: L, R, or null for the member as a whole */
  leg: z.enum(['L', 'R']).nullable(),
  unit: z.enum(REQUIREMENT_UNITS),
  required: z.string(),
  actual: z.string(),
  gap: z.string(),
  met: z.boolean(),
});
export type RankRequirement = z.infer<typeof rankRequirementSchema>;

/**
 * The rank report card (spec "Entities and their fields", compensation-plan.md awards): the member's standing now, as
 * every other page shows it, and the next award's requirements measured on it.
 */
export const rankCardSchema = z.object({
  standing: memberStandingSchema,
  /** the next award above the paid-as one, null at the top */
  nextAward: z.string().nullable(),
  requirements: z.array(rankRequirementSchema),
});
export type RankCard = z.infer<typeof rankCardSchema>;
