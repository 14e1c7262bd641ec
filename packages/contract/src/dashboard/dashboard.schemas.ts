import { z } from 'zod';
import { rankCardSchema } from '../bonus/estimate.js';
import { walletBalancesSchema } from '../wallet/wallet.schemas.js';

/**
 * The dashboard's figures in one answer (spec "Main mode" dashboard/SystemIndex): the first screen
 * needs the standing, the next award, the wallet, the estimate and the last closed cycles, and
 * four calls to draw it would be four waits. Each part is what its own call answers.
 */
export const DASHBOARD_PATHS = {
  summary: '/bo/dashboard/summary',
} as const;

/** One closed cycle of the chart: the bonus paid and the legs its close counted. */
export const dashboardCycleSchema = z.object({
  cycle: z.string(),
  /** the cycle's Monday in business time (UTC+8), ISO 8601 */
  start: z.string(),
  /** bonus paid in the cycle, a decimal string in the company's currency */
  total: z.string(),
  /** BV of each leg at the close; null when the close did not compute the member */
  leftBv: z.string().nullable(),
  rightBv: z.string().nullable(),
});
export type DashboardCycle = z.infer<typeof dashboardCycleSchema>;

/** The open cycle's estimated bonus; null before the estimate ever ran. */
export const dashboardEstimateSchema = z.object({
  cycle: z.string(),
  total: z.string(),
  /** ISO 8601 */
  computedAt: z.string(),
});

export const dashboardSummarySchema = z.object({
  /** the standing now and the next award's requirements, as the rank card answers them */
  rankCard: rankCardSchema,
  /** the member's e-wallet accounts, as the wallet's balance call answers them */
  wallet: walletBalancesSchema,
  /** the company's currency, for the bonus figures */
  currency: z.string(),
  minorUnit: z.number().int(),
  estimate: dashboardEstimateSchema.nullable(),
  /** the last 12 closed cycles, oldest first; the last one is the last closed cycle */
  recent: z.array(dashboardCycleSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
