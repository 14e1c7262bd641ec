import { businessDayStart } from '../../lib/format/business-time';

/**
 * The time range of two chosen days, both included, as business days (UTC+8, the zone of
 * every time on screen): start at the first day's midnight, end (exclusive, as the server
 * wants it) at the midnight after the last day.
 */
export function rangeOf(startDay?: string, endDay?: string): { start?: string; end?: string } {
  const start = startDay ? businessDayStart(startDay) : null;
  const end = endDay ? businessDayStart(endDay, 1) : null;
  return {
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
}

/** End must come after start: the last day may not be before the first. */
export function isRangeValid(startDay?: string, endDay?: string): boolean {
  if (!startDay || !endDay) return true;
  const { start, end } = rangeOf(startDay, endDay);
  return !start || !end || Date.parse(end) > Date.parse(start);
}

export const DAY_FORMAT = 'YYYY-MM-DD';

/** What the range picker holds: two picked days (dayjs values), either may be empty. */
interface PickedDay {
  format(template: string): string;
}
export type PickedRange = [PickedDay | null, PickedDay | null] | null | undefined;

/** The picked days as 'YYYY-MM-DD', read as business days by `rangeOf`. */
export function daysOf(range: PickedRange): { startDay?: string; endDay?: string } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { startDay: start.format(DAY_FORMAT) } : {}),
    ...(end ? { endDay: end.format(DAY_FORMAT) } : {}),
  };
}
