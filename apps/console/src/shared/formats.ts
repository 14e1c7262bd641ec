import { MEMBER_STATUS, WITHDRAWAL_STATUS, formatMinor } from '@portal/contract';

/** Minor units as the server sends them (a decimal string) with the currency code. */
export function money(amount: string, minorUnit: number, currency: string): string {
  try {
    return `${formatMinor(BigInt(amount), minorUnit)} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

export function dateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** How long ago, in the operator's language: "3 days ago", "5 hours ago". */
export function age(iso: string, locale: string, now: number = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3_600_000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return hours < 24 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}

type Named<T extends Record<string, number>> = { name: keyof T & string; value: T[keyof T] };

function named<T extends Record<string, number>>(table: T): Named<T>[] {
  return Object.entries(table).map(([name, value]) => ({ name, value }) as Named<T>);
}

export const WITHDRAWAL_STATUSES = named(WITHDRAWAL_STATUS);
export const MEMBER_STATUSES = named(MEMBER_STATUS);

export function withdrawalStatusKey(status: number): string {
  const entry = WITHDRAWAL_STATUSES.find((s) => s.value === status);
  return entry ? `consoleApp.withdrawalStatus.${entry.name}` : String(status);
}

export function memberStatusKey(status: number): string {
  const entry = MEMBER_STATUSES.find((s) => s.value === status);
  return entry ? `consoleApp.memberStatus.${entry.name}` : String(status);
}
