import { businessDay, businessDayStart, DISCLOSURE_MAX_DAYS } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';

export interface Period {
  startDate: string;
  endDate: string;
  /** the first instant of the first day, and the first instant after the last (UTC+8 days) */
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** A real calendar day: '2026-02-30' reads as a valid pattern but is no day. */
function dayStart(day: string, field: 'startDate' | 'endDate'): Date {
  const iso = businessDayStart(day);
  const at = iso ? new Date(iso) : null;
  if (!at || businessDay(at) !== day) {
    throw new AppError('validation', {
      fields: [{ path: `body.${field}`, key: 'validation.invalid' }],
    });
  }
  return at;
}

/**
 * A statement's period: whole business days, the last one before today (a period not over
 * would change as the ledger grows), at most a year long.
 */
export function periodOf(startDate: string, endDate: string, now: Date): Period {
  const from = dayStart(startDate, 'startDate');
  const last = dayStart(endDate, 'endDate');
  if (last < from) throw new AppError('disclosurePeriodOrder');
  const to = new Date(last.getTime() + DAY_MS);
  if ((to.getTime() - from.getTime()) / DAY_MS > DISCLOSURE_MAX_DAYS) {
    throw new AppError('disclosurePeriodTooLong');
  }
  if (endDate >= businessDay(now)) throw new AppError('disclosurePeriodFuture');
  return { startDate, endDate, from, to };
}
