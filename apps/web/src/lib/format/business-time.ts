import { CLOCK_UTC_OFFSET_HOURS } from '@portal/contract';
import { clockZoneLabel, formatClock } from './clock';

const HOUR_MS = 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A business time (an instant the server sent) as the header clock shows time: in UTC+8,
 * whatever the browser's zone, and labelled — 'YYYY-MM-DD HH:mm UTC+8'. The one formatter
 * of dates on screen, so tables, timelines and notices never disagree with the clock.
 */
export function formatBusinessTime(
  value: string | number | Date,
  offsetHours: number = CLOCK_UTC_OFFSET_HOURS,
): string {
  const ms =
    typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) return String(value);
  return `${formatClock(ms, offsetHours).slice(0, 16)} ${clockZoneLabel(offsetHours)}`;
}

/**
 * The instant a business day 'YYYY-MM-DD' (in UTC+8) begins, `plusDays` later, as ISO 8601;
 * null when the text is not a day.
 */
export function businessDayStart(
  day: string,
  plusDays = 0,
  offsetHours: number = CLOCK_UTC_OFFSET_HOURS,
): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d + plusDays) - offsetHours * HOUR_MS;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
