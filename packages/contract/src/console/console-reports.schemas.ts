import { z } from 'zod';
import { PLATFORMS } from '../common/domain.js';
import { textSchema } from '../common/text.js';
import { CYCLE_PATTERN } from '../organization/tree-cycle.js';

/**
 * The console's reports (docs/console.md "Reports"): figures per cycle (an ISO week in UTC+8,
 * `2026-W48`) of one company, and the job queue's per business day. Money is in the company
 * currency's minor units as a decimal string, BV as a decimal text with two places.
 */
export const REPORT_KINDS = [
  'sales',
  'payouts',
  'withdrawals',
  'members',
  'autoship',
  'jobs',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A period of cycles: the last 12 by default, at most a year of weeks. */
export const REPORT_CYCLES = { default: 12, max: 53 } as const;
/** A period of days (the job queue keeps a week of finished jobs): 7 by default, at most 31. */
export const REPORT_DAYS = { default: 7, max: 31 } as const;
/** The autoship forecast: the next 14 days by default, at most 60. */
export const REPORT_FORECAST_DAYS = { default: 14, max: 60 } as const;

const companyCode = textSchema()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,16}$/, { error: 'validation.invalid' });
const cycle = textSchema().trim().regex(CYCLE_PATTERN, { error: 'validation.format' });
const day = textSchema()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.format' });
const forecastDays = z.coerce.number().int().min(1).max(REPORT_FORECAST_DAYS.max);
/** Money in minor units as a decimal string (bigint on the server). */
const minor = z.string().regex(/^-?\d{1,20}$/);
/** BV as a decimal text, `1234.50`. */
const bv = z.string();

/** A company's report over cycles: `from` and `to` are included; both default to the last 12. */
// the queries are built from plain shapes, never from another schema's `.shape` or `.extend`:
// the web bundles the contract with its schemas marked pure, and a property read of a schema
// at module level would keep zod (and the chunks around it) on the login page
const reportQueryShape = {
  company: companyCode,
  from: cycle.optional(),
  to: cycle.optional(),
};
const jobsQueryShape = { fromDay: day.optional(), toDay: day.optional() };

export const consoleReportQuerySchema = z.object(reportQueryShape);
export type ConsoleReportQuery = z.infer<typeof consoleReportQuerySchema>;

export const consoleAutoshipReportQuerySchema = z.object({
  ...reportQueryShape,
  /** the forecast's days from today (included) */
  days: forecastDays.optional(),
});
export type ConsoleAutoshipReportQuery = z.infer<typeof consoleAutoshipReportQuerySchema>;

/** The job queue's days (business days, UTC+8), both included; the last 7 by default. */
export const consoleJobsReportQuerySchema = z.object(jobsQueryShape);
export type ConsoleJobsReportQuery = z.infer<typeof consoleJobsReportQuerySchema>;

/** The CSV of any report: its own query's fields (the company is ignored by `jobs`). */
export const consoleReportCsvQuerySchema = z.object({
  ...reportQueryShape,
  days: forecastDays.optional(),
  ...jobsQueryShape,
});
export type ConsoleReportCsvQuery = z.infer<typeof consoleReportCsvQuerySchema>;
export const consoleReportCsvParamsSchema = z.object({ report: z.enum(REPORT_KINDS) });

/** What every company report starts with: the company, its currency and the cycles covered. */
const companyPeriod = {
  companyCode: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  /** every cycle of the period, oldest first (a cycle without figures has no row) */
  cycles: z.array(z.string()),
};

/** Paid orders per cycle of payment and platform; refunds counted in the cycle they were made. */
export const consoleSalesReportSchema = z.object({
  ...companyPeriod,
  rows: z.array(
    z.object({
      cycle: z.string(),
      platform: z.enum(PLATFORMS),
      orders: z.number().int(),
      sales: minor,
      refunds: minor,
      net: minor,
      /** BV paid less BV refunded */
      bv,
    }),
  ),
});
export type ConsoleSalesReport = z.infer<typeof consoleSalesReportSchema>;

/** What closed cycles paid, per bonus type (the engine's lines the close posted). */
export const consolePayoutsReportSchema = z.object({
  ...companyPeriod,
  rows: z.array(
    z.object({
      cycle: z.string(),
      bonusType: z.string(),
      members: z.number().int(),
      amount: minor,
    }),
  ),
});
export type ConsolePayoutsReport = z.infer<typeof consolePayoutsReportSchema>;

/** Withdrawals asked, paid and refused per cycle (each by the time of its step), and pending now. */
export const consoleWithdrawalsReportSchema = z.object({
  ...companyPeriod,
  pending: z.object({ count: z.number().int(), amount: minor }),
  rows: z.array(
    z.object({
      cycle: z.string(),
      requested: z.number().int(),
      requestedAmount: minor,
      paid: z.number().int(),
      paidAmount: minor,
      refused: z.number().int(),
      refusedAmount: minor,
    }),
  ),
});
export type ConsoleWithdrawalsReport = z.infer<typeof consoleWithdrawalsReportSchema>;

/** Members who joined, who bought, and who were active at the cycle's close (null: not closed). */
export const consoleMembersReportSchema = z.object({
  ...companyPeriod,
  rows: z.array(
    z.object({
      cycle: z.string(),
      joined: z.number().int(),
      distributors: z.number().int(),
      buyers: z.number().int(),
      active: z.number().int().nullable(),
    }),
  ),
});
export type ConsoleMembersReport = z.infer<typeof consoleMembersReportSchema>;

/** The runs the next days will make (today's prices), and how past runs ended per cycle. */
export const consoleAutoshipReportSchema = z.object({
  ...companyPeriod,
  forecast: z.array(z.object({ day: z.string(), runs: z.number().int(), amount: minor, bv })),
  rows: z.array(
    z.object({
      cycle: z.string(),
      runs: z.number().int(),
      paid: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
      /** paid of paid and failed, in percent with one decimal; null when none ended so */
      successRate: z.string().nullable(),
    }),
  ),
});
export type ConsoleAutoshipReport = z.infer<typeof consoleAutoshipReportSchema>;

/** Jobs finished per business day and queue; `installed` false where the queue never ran. */
export const consoleJobsReportSchema = z.object({
  installed: z.boolean(),
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      day: z.string(),
      queue: z.string(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type ConsoleJobsReport = z.infer<typeof consoleJobsReportSchema>;
