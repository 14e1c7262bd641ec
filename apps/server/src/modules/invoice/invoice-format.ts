import { formatBusinessTime, formatMoney, formatVolume, type Invoice } from '@portal/contract';

/** Translates an invoice label (`invoice.*`), with `{{name}}` parameters. */
export type Labels = (key: string, params?: Record<string, string | number>) => string;

/** A time on the invoice as on every page and message: business time, `2026-11-27 02:17 UTC+8`. */
export const invoiceDate = (iso: string): string => formatBusinessTime(iso);

/** An amount as every page shows it, in the PDF's language: `$1,250.00`, exact as sent. */
export const invoiceMoney = (
  invoice: Pick<Invoice, 'currency' | 'minorUnit'>,
  amount: string,
  locale: string,
) => formatMoney(amount, invoice.minorUnit, invoice.currency, locale);

/** BV with the same decimal separator as the money beside it. */
export const invoiceBv = (bv: string, locale: string) => formatVolume(bv, locale);

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
