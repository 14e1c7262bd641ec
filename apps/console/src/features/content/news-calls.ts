import { BUSINESS_UTC_OFFSET_HOURS } from '@portal/contract';

export const NEWS_KEY = ['console', 'news'] as const;

const HOUR_MS = 3_600_000;
const sign = BUSINESS_UTC_OFFSET_HOURS >= 0 ? '+' : '-';
const OFFSET = `${sign}${String(Math.abs(BUSINESS_UTC_OFFSET_HOURS)).padStart(2, '0')}:00`;

/** An instant as a `datetime-local` value on the business clock (UTC+8), whatever the browser's zone. */
export function toBusinessInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms + BUSINESS_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on the business clock, as the ISO time the server takes. */
export function fromBusinessInput(value: string): string {
  return `${value}:00${OFFSET}`;
}

/** The text as the lines the server takes: a tab is two spaces (no control characters in a field). */
export function linesOf(text: string): string[] {
  return text.replace(/\t/g, '  ').split(/\r?\n/);
}
