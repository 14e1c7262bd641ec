import {
  addDays,
  businessDay,
  businessDayStart,
  cycleBefore,
  cycleOf,
  cycleStart,
  REPORT_CYCLES,
  REPORT_DAYS,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.js';

const WEEK_MS = 7 * 86_400_000;

/** A period of whole cycles: their names oldest first, and the instants it starts and ends. */
export interface CyclePeriod {
  cycles: string[];
  /** the first instant of the first cycle, and the first instant after the last */
  start: Date;
  end: Date;
}

/**
 * The cycles a report covers: `to` defaults to the cycle of `now`, `from` to the 11 cycles
 * before `to` (so 12 in all). A name such as `2026-W60` is read as the week it falls in.
 */
export function cyclePeriod(now: Date, from?: string, to?: string): CyclePeriod {
  const last = to ? cycleOf(cycleStart(to)) : cycleOf(now);
  const first = from ? cycleOf(cycleStart(from)) : cycleBefore(last, REPORT_CYCLES.default - 1);
  const start = cycleStart(first);
  const lastStart = cycleStart(last);
  if (lastStart < start) throw new AppError('reportPeriodOrder');
  const count = Math.round((lastStart.getTime() - start.getTime()) / WEEK_MS) + 1;
  if (count > REPORT_CYCLES.max) throw new AppError('reportPeriodTooLong');
  const cycles = Array.from({ length: count }, (_, i) => cycleBefore(first, -i));
  return { cycles, start, end: new Date(lastStart.getTime() + WEEK_MS) };
}

/** A period of business days (UTC+8), both included. */
export interface DayPeriod {
  days: string[];
  start: Date;
  end: Date;
}

/** The days a report covers: `toDay` defaults to today, `fromDay` to 6 days before it. */
export function dayPeriod(now: Date, fromDay?: string, toDay?: string): DayPeriod {
  const last = normalDay(toDay) ?? businessDay(now);
  const first = normalDay(fromDay) ?? addDays(last, -(REPORT_DAYS.default - 1));
  if (last < first) throw new AppError('reportPeriodOrder');
  const count = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
  if (count > REPORT_DAYS.max) throw new AppError('reportPeriodTooLong');
  const days = Array.from({ length: count }, (_, i) => addDays(first, i));
  return {
    days,
    start: new Date(businessDayStart(first)!),
    end: new Date(businessDayStart(last, 1)!),
  };
}

/** A day such as `2026-02-31` read as the day it falls on (`2026-03-03`); a month 13 is refused. */
function normalDay(day: string | undefined): string | undefined {
  if (!day) return undefined;
  if (!Number.isFinite(Date.parse(`${day}T00:00:00Z`))) throw new AppError('validation');
  return addDays(day, 0);
}
