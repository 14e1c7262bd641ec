import { CLOCK_UTC_OFFSET_HOURS } from './constants.js';

/**
 * Business time (spec "States and transitions"): the portal's clock runs in UTC+8 whatever the member's or the
 * server's zone. Every instant shown to a member (pages, messages, mails, PDFs, CSVs) goes
 * through these functions, so one payment reads the same everywhere. The API itself keeps
 * ISO 8601 instants: only presentation is formatted.
 */
export const BUSINESS_UTC_OFFSET_HOURS = CLOCK_UTC_OFFSET_HOURS;

/** An instant as the API carries it (ISO text), as epoch milliseconds, or as a Date. */
export type Instant = string | number | Date;

const HOUR_MS = 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function epochOf(value: Instant): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return Date.parse(value);
}

/** The instant's wall clock in the business zone as ISO text without a zone ('…T…Z' fields). */
function shifted(ms: number, offsetHours: number): string {
  return new Date(ms + offsetHours * HOUR_MS).toISOString();
}

/** 'UTC+8': the label every business time carries. */
export function businessZoneLabel(offsetHours: number = BUSINESS_UTC_OFFSET_HOURS): string {
  return `UTC${offsetHours >= 0 ? '+' : '-'}${Math.abs(offsetHours)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in UTC+8: the header clock, which ticks in seconds. */
export function formatBusinessClock(
  epochMs: number,
  offsetHours: number = BUSINESS_UTC_OFFSET_HOURS,
): string {
  const text = shifted(epochMs, offsetHours);
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

/**
 * The one format of a business time: 'YYYY-MM-DD HH:mm UTC+8', the same in every language
 * (no month names to translate, no day-month order to misread). Text that is not an instant
 * is returned as it is.
 */
export function formatBusinessTime(
  value: Instant,
  offsetHours: number = BUSINESS_UTC_OFFSET_HOURS,
): string {
  const ms = epochOf(value);
  if (!Number.isFinite(ms)) return String(value);
  return `${formatBusinessClock(ms, offsetHours).slice(0, 16)} ${businessZoneLabel(offsetHours)}`;
}

/**
 * The business day 'YYYY-MM-DD' an instant falls on (UTC+8), for file names, CSV cells and
 * day filters; a text that already is a day is kept. '' when the value is neither.
 */
export function businessDay(value: Instant, offsetHours: number = BUSINESS_UTC_OFFSET_HOURS) {
  if (typeof value === 'string' && DAY.test(value)) return value;
  const ms = epochOf(value);
  return Number.isFinite(ms) ? shifted(ms, offsetHours).slice(0, 10) : '';
}

/**
 * The instant a business day 'YYYY-MM-DD' (in UTC+8) begins, `plusDays` later, as ISO 8601;
 * null when the text is not a day.
 */
export function businessDayStart(
  day: string,
  plusDays = 0,
  offsetHours: number = BUSINESS_UTC_OFFSET_HOURS,
): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d + plusDays) - offsetHours * HOUR_MS;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    try {
      // the day is computed in UTC+8 first, then written as a UTC midnight: no zone shifts it
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    } catch {
      format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    }
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * A date alone (a birthday, the day a member joined, an invoice's date) in the member's
 * locale: 'Nov 27, 2026', '27 Nov 2026', '2026年11月27日'. A 'YYYY-MM-DD' text is that
 * calendar day; an instant is the business day (UTC+8) it falls on. Anything else is
 * returned as it is.
 */
export function formatBusinessDate(
  value: Instant,
  locale: string,
  offsetHours: number = BUSINESS_UTC_OFFSET_HOURS,
): string {
  const day = businessDay(value, offsetHours);
  const match = DAY.exec(day);
  if (!match) return String(value);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return dateFormat(locale).format(Date.UTC(y, m - 1, d));
}
