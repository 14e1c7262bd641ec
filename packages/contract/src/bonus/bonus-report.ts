import { z } from 'zod';
import { CYCLE_PATTERN } from '../organization/tree-cycle.js';
import { memberStandingSchema } from '../organization/standing.js';

/** The bonus report (spec "Main mode" BonusReport and BonusReport/bnIndex). */
export const BONUS_PATHS = {
  report: '/bo/bonus/report',
  cycle: '/bo/bonus/cycle/:cycle',
  pdf: '/bo/bonus/report/pdf',
} as const;

/** The plan's nine bonus types, as lines name them (compensation-plan.md). */
export const BONUS_TYPE_NAMES = [
  'bonus',
  'team',
  'group',
  'unilevel',
  'generational leadership',
  'lifestyle global',
  'crown diamond ambassador global',
  'drive',
  'world plan bonus',
] as const;

/** Cycles the chart shows, and the longest range a report reads (two years of weeks). */
export const BONUS_CHART_CYCLES = 12;
export const BONUS_REPORT_MAX_DAYS = 731;

export const BONUS_FIELD_ERROR = {
  endBeforeStart: 'validation.bonus.endBeforeStart',
  rangeTooLong: 'validation.bonus.rangeTooLong',
} as const;

const day = z.iso.date({ error: 'validation.format' });
const DAY_MS = 86_400_000;

/** A range of days, start and end inclusive; the end must be later than the start (spec "Validation rules"). */
export const bonusReportQuerySchema = z
  .object({ startDate: day, endDate: day })
  .refine((q) => Date.parse(q.endDate) > Date.parse(q.startDate), {
    path: ['endDate'],
    error: BONUS_FIELD_ERROR.endBeforeStart,
  })
  .refine(
    (q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= BONUS_REPORT_MAX_DAYS * DAY_MS,
    {
      path: ['endDate'],
      error: BONUS_FIELD_ERROR.rangeTooLong,
    },
  );
export type BonusReportQuery = z.infer<typeof bonusReportQuerySchema>;

/** Amounts are decimal strings in the company's currency (e.g. "12.34"). */
const cycleTotalsSchema = z.object({
  cycle: z.string(),
  /** the cycle's Monday in business time (UTC+8), ISO 8601 */
  start: z.string(),
  total: z.string(),
  byType: z.array(z.object({ type: z.string(), amount: z.string() })),
  /** how many rules left something on the table for the member in this cycle */
  leftCount: z.number().int(),
});
export type BonusCycleTotals = z.infer<typeof cycleTotalsSchema>;

export const bonusReportSchema = z.object({
  currency: z.string(),
  minorUnit: z.number().int(),
  /** the closed cycles that start within the range, newest first */
  cycles: z.array(cycleTotalsSchema),
  /** the last 12 closed cycles, oldest first (the chart) */
  recent: z.array(cycleTotalsSchema),
});
export type BonusReport = z.infer<typeof bonusReportSchema>;

export const bonusCycleParamsSchema = z.object({
  cycle: z
    .string({ error: 'validation.notString' })
    .regex(CYCLE_PATTERN, { error: 'validation.format' }),
});

export const bonusLineSchema = z.object({
  type: z.string(),
  amount: z.string(),
  /** a negative result (refunds) paid as zero, as a decimal string; "0" when none */
  adjustment: z.string(),
  /** explain-my-pay: rule, rate, tree facts, source volumes, plan version */
  trail: z.record(z.string(), z.unknown()),
});
export type BonusLineView = z.infer<typeof bonusLineSchema>;

export const bonusLeftSchema = z.object({
  type: z.string(),
  rule: z.string(),
  /** BV value not paid (decimal BV), when the rule kept an amount */
  amountBv: z.string().nullable(),
  /** volume above a cap, when the rule kept volume */
  volume: z.string().nullable(),
});

export const bonusCycleSchema = z.object({
  cycle: z.string(),
  closed: z.boolean(),
  currency: z.string(),
  minorUnit: z.number().int(),
  lines: z.array(bonusLineSchema),
  leftOnTable: z.array(bonusLeftSchema),
  /** the member's standing at the cycle's close; null for a cycle not closed */
  standing: memberStandingSchema.nullable(),
});
export type BonusCycleView = z.infer<typeof bonusCycleSchema>;
