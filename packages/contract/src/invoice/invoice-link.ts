import { z } from 'zod';
import { integerValue, plainDecimal } from '../common/validation.js';
import { orderNoSchema } from '../order/order-input.js';

/** How long a signed InvoiceOss link opens the invoice without login. */
export const INVOICE_LINK_TTL_S = 7 * 24 * 3600;

/** The page a signed link opens (spec "Public routes": public, no login) and its query names. */
export const INVOICE_PAGES = {
  oss: '/shopping/HistoryOrders/InvoiceOss',
  bzz: '/shopping/HistoryOrders/Invoice',
  wpm: '/wpm/shopping/HistoryOrders/Invoice',
} as const;

export const INVOICE_QUERY = { order: 'order', expires: 'expires', signature: 'sig' } as const;

/** The message an InvoiceOss signature is made over: one order, one expiry (unix seconds). */
export function invoiceLinkMessage(orderNo: string, expires: number): string {
  return `invoice-oss:v1:${orderNo}:${expires}`;
}

/**
 * The signed link's query. Every malformed part is the same `invoiceLinkInvalid` on the server,
 * so the schema only bounds the sizes; the signature check does the rest.
 */
export const invoiceLinkQuerySchema = z.object({
  [INVOICE_QUERY.order]: orderNoSchema,
  [INVOICE_QUERY.expires]: plainDecimal(
    integerValue()
      .min(0, { error: 'validation.invalidValue' })
      .max(2 ** 40, { error: 'validation.tooLarge' }),
  ),
  [INVOICE_QUERY.signature]: z
    .string({ error: 'validation.required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalidValue' }),
});
export type InvoiceLinkQuery = z.infer<typeof invoiceLinkQuerySchema>;

/** A minted link: the page path with its query, and when it stops opening. */
export const invoiceLinkSchema = z.object({
  path: z.string(),
  url: z.string().nullable().describe('absolute, when PUBLIC_URL is configured'),
  expiresAt: z.string(),
});
export type InvoiceLink = z.infer<typeof invoiceLinkSchema>;

/** The page path of a link, e.g. `/shopping/HistoryOrders/InvoiceOss?order=US…&expires=…&sig=…`. */
export function invoiceLinkPath(query: InvoiceLinkQuery): string {
  const search = new URLSearchParams({
    [INVOICE_QUERY.order]: query.order,
    [INVOICE_QUERY.expires]: String(query.expires),
    [INVOICE_QUERY.signature]: query.sig,
  });
  return `${INVOICE_PAGES.oss}?${search.toString()}`;
}
