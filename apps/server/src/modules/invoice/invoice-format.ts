import type { Invoice } from '@portal/contract';

/** Translates an invoice label (`invoice.*`), with `{{name}}` parameters. */
export type Labels = (key: string, params?: Record<string, string | number>) => string;

/**
 * A date as the company's office sees it, `YYYY-MM-DD HH:mm`, the same in every language (no
 * month names to translate, no day-month order to misread).
 */
export function invoiceDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** An amount with its currency code: `USD 1250.00` (the decimal string is exact as sent). */
export const invoiceMoney = (invoice: Pick<Invoice, 'currency'>, amount: string) =>
  `${invoice.currency} ${amount}`;

/** A label for a key the order module owns (status, payment method), else the key itself. */
export function labelOr(labels: Labels, key: string, fallback: string): string {
  const text = labels(key);
  return text === key ? fallback : text;
}

/** Every text of an invoice that is printed as it is (names, addresses), to test the fonts. */
export function printedTexts(invoice: Invoice): string[] {
  return [
    invoice.company.name,
    ...invoice.company.address,
    invoice.billTo.name,
    ...invoice.billTo.address,
    ...invoice.lines.flatMap((l) => [l.name, l.sku]),
    ...invoice.payments.map((p) => p.reference ?? ''),
  ];
}
