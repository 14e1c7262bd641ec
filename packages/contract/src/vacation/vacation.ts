import { z } from 'zod';

/** Vacation points (spec 2.2 VacationPoint, spec 9 flush, compensation-plan.md). */
export const VACATION_PATHS = { points: '/bo/vacation/points' } as const;

/** Order types that earn points: maintenance, retail and autoship, main platform only. */
export const VACATION_ORDER_TYPES = [30, 40, 66] as const;
/** Points flush after this many months without a paid order. */
export const VACATION_FLUSH_MONTHS = 6;
/** The history a page shows, newest first. */
export const VACATION_HISTORY_LIMIT = 200;

export const vacationEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['earn', 'refund', 'flush']),
  /** signed whole points */
  points: z.number().int(),
  balance: z.number().int(),
  orderType: z.number().int().nullable(),
  /** the order's BV (decimal string), for earn and refund */
  bv: z.string().nullable(),
});
export type VacationEntry = z.infer<typeof vacationEntrySchema>;

export const vacationPointsSchema = z.object({
  balance: z.number().int(),
  lastPaidAt: z.string().nullable(),
  /** when the points would flush if no paid order comes first; null with no points */
  flushAt: z.string().nullable(),
  flushMonths: z.number().int(),
  history: z.array(vacationEntrySchema),
});
export type VacationPoints = z.infer<typeof vacationPointsSchema>;
