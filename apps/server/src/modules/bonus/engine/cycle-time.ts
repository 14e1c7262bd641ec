/**
 * Cycles are ISO weeks in business time, UTC+8: Monday 00:00:00 to Sunday 23:59:59.
 * A cycle is numbered by whole weeks since Monday 1970-01-05 00:00 UTC+8, so consecutive
 * cycles are consecutive integers and the arithmetic stays in plain numbers.
 */
const HOUR = 3_600_000;
export const WEEK_MS = 7 * 24 * HOUR;
export const DAY_MS = 24 * HOUR;
const OFFSET_MS = 8 * HOUR;
/** Monday 1970-01-05 00:00 in UTC+8, as epoch milliseconds. */
const EPOCH_MONDAY = Date.UTC(1970, 0, 5) - OFFSET_MS;

export function cycleOf(epochMs: number): number {
  return Math.floor((epochMs - EPOCH_MONDAY) / WEEK_MS);
}

export function cycleStart(cycle: number): number {
  return EPOCH_MONDAY + cycle * WEEK_MS;
}

/** The first instant after the cycle (its end, exclusive). */
export function cycleEnd(cycle: number): number {
  return cycleStart(cycle + 1);
}

/** The ISO week name of a cycle, e.g. `2026-W48`. */
export function cycleName(cycle: number): string {
  // the Thursday of the week decides the ISO year; local (UTC+8) dates as UTC fields
  const thursday = new Date(cycleStart(cycle) + OFFSET_MS + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  const week = Math.floor(dayOfYear / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** An instant written in business time, `2026-09-07T00:00:00+08:00`. */
export function businessTime(epochMs: number): string {
  return `${new Date(epochMs + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
