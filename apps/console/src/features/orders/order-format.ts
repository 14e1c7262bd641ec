import { ORDER_STATUS, ORDER_TYPES } from '@portal/contract';

export const ORDER_STATUS_NAMES = Object.entries(ORDER_STATUS).map(([name, value]) => ({
  name,
  value,
}));

export { ORDER_TYPES };

/** The status's translation key; an unknown code shows as itself. */
export function orderStatusKey(status: number | null): string {
  const entry = ORDER_STATUS_NAMES.find((s) => s.value === status);
  return entry ? `consoleOrders.status.${entry.name}` : String(status ?? '');
}

/** A time in business time (UTC+8), the portal's clock, whatever the operator's browser says. */
export function businessTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Singapore',
  })} (UTC+8)`;
}
