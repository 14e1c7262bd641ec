/** Invoices: the invoice of an order as data, as a PDF, and behind a signed link. */
export type { InvoiceSource } from './invoice-source.js';
export { signInvoiceLink, invoiceLinkKey } from './invoice-link.js';
// bonus report PDF: the same Unicode font set-up
export { fitsLatin1, toLatin1, unicodeFonts, type InvoiceFonts } from './invoice-fonts.js';
