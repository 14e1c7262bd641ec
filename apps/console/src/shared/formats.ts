import {
  MEMBER_STATUS,
  ORDER_STATUS,
  ORDER_TYPE,
  WITHDRAWAL_STATUS,
  formatBusinessTime,
  formatMinor,
} from '@portal/contract';

/** Minor units as the server sends them (a decimal string) with the currency code. */
export function money(amount: string, minorUnit: number, currency: string): string {
  try {
    return `${formatMinor(BigInt(amount), minorUnit)} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * An instant in business time, 'YYYY-MM-DD HH:mm UTC+8', as the portal shows it: operators in
 * several countries read the same time for one event, the one members and the CSVs carry.
 */
export function dateTime(iso: string | null | undefined, _locale?: string): string {
  if (!iso) return '';
  return formatBusinessTime(iso);
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

export const ORDER_STATUSES = named(ORDER_STATUS);
const ORDER_TYPES = named(ORDER_TYPE);

/**
 * An order status's label key, for the members' and the orders' pages alike; a code the contract
 * does not know is shown as it is, and none (a history entry before any status) as nothing.
 */
export function orderStatusKey(status: number | null): string {
  const entry = ORDER_STATUSES.find((s) => s.value === status);
  return entry ? `consoleApp.orderStatus.${entry.name}` : String(status ?? '');
}

export function orderTypeKey(type: number): string {
  const entry = ORDER_TYPES.find((s) => s.value === type);
  return entry ? `consoleApp.orderType.${entry.name}` : String(type);
}
