import { z } from 'zod';
import { LIST_PAGE, pagedSchema, pageShape } from '../common/field-kit.js';

/** Vacation points (spec "Main mode" VacationPoint, spec "Business constants and limits" flush, compensation-plan.md). */
export const VACATION_PATHS = {
  points: '/bo/vacation/points',
  history: '/bo/vacation/history',
} as const;

/** Order types that earn points: maintenance, retail and autoship, main platform only. */
export const VACATION_ORDER_TYPES = [30, 40, 66] as const;
/** Points flush after this many months without a paid order. */
export const VACATION_FLUSH_MONTHS = 6;
/** The pages of the history, newest first. */
export const VACATION_HISTORY_PAGE = LIST_PAGE;
/**
 * What moved the points: a paid order, a refund (points taken back), the flush, an exchange in
 * the points shop, and the refund of an exchange's order (`return`: its points given back).
 */
export const VACATION_ENTRY_KINDS = ['earn', 'refund', 'flush', 'spend', 'return'] as const;
export type VacationEntryKind = (typeof VACATION_ENTRY_KINDS)[number];
export const vacationEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601: the payment's, the refund's or the flush's time */
  at: z.string(),
  /** spend: an exchange in the points shop (spec "Main mode" PointsShop Details); return: its refund */
  kind: z.enum(VACATION_ENTRY_KINDS),
  /** signed whole points */
  points: z.number().int(),
  /** the balance after this entry, summed in the history's time order */
  balance: z.number().int(),
  orderType: z.number().int().nullable(),
  /** the order's BV (decimal string), for earn and refund */
  bv: z.string().nullable(),
  /** the order that earned, gave back or spent the points; null for a flush and older entries */
  orderNo: z.string().nullable(),
});
export type VacationEntry = z.infer<typeof vacationEntrySchema>;

export const vacationPointsSchema = z.object({
  balance: z.number().int(),
  lastPaidAt: z.string().nullable(),
  /** when the points would flush if no paid order comes first; null with no points */
  flushAt: z.string().nullable(),
  flushMonths: z.number().int(),
});
export type VacationPoints = z.infer<typeof vacationPointsSchema>;

/** A page of the history, newest first (time, then id for equal times). */
export const vacationHistoryQuerySchema = z.object(pageShape);
export type VacationHistoryQuery = z.infer<typeof vacationHistoryQuerySchema>;
export const vacationHistoryPageSchema = pagedSchema(vacationEntrySchema);
export type VacationHistoryPage = z.infer<typeof vacationHistoryPageSchema>;
