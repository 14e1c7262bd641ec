/** A day typed in a date field ('YYYY-MM-DD'), read as local midnight. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(day: string, plusDays = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The time range of two typed days, both included: start at the first day's midnight, end
 * (exclusive, as the server wants it) at the midnight after the last day.
 */
export function rangeOf(startDay?: string, endDay?: string): { start?: string; end?: string } {
  const start = startDay ? localMidnight(startDay) : null;
  const end = endDay ? localMidnight(endDay, 1) : null;
  return {
    ...(start ? { start: start.toISOString() } : {}),
    ...(end ? { end: end.toISOString() } : {}),
  };
}

/** End must come after start: the last day may not be before the first. */
export function isRangeValid(startDay?: string, endDay?: string): boolean {
  if (!startDay || !endDay) return true;
  const { start, end } = rangeOf(startDay, endDay);
  return !start || !end || Date.parse(end) > Date.parse(start);
}
