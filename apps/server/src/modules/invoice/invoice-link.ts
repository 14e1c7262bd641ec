import { INVOICE_LINK_TTL_S, invoiceLinkMessage, type InvoiceLinkQuery } from '@portal/contract';
import type { AppConfig } from '../../config.js';
import { hmac, safeEqual } from '../../lib/crypto.js';

/**
 * The InvoiceOss link's key: INVOICE_LINK_SECRET, else one derived from the silent-login
 * secret (a separate key per purpose, so a silent-login ticket can never pass as a link).
 */
export function invoiceLinkKey(
  config: Pick<AppConfig, 'invoiceLinkSecret'> & { silentLoginSecret: string },
): string {
  return config.invoiceLinkSecret ?? hmac(config.silentLoginSecret, 'invoice-oss-link-key:v1');
}

/** Signs one order's invoice until `now + ttlS` (whole seconds). */
export function signInvoiceLink(
  key: string,
  orderNo: string,
  now: Date,
  ttlS: number = INVOICE_LINK_TTL_S,
): InvoiceLinkQuery {
  const expires = Math.floor(now.getTime() / 1000) + ttlS;
  return { order: orderNo, expires, sig: hmac(key, invoiceLinkMessage(orderNo, expires)) };
}

export type InvoiceLinkCheck =
  { ok: true; orderNo: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * A link opens its invoice only with the signature made over exactly its order and expiry;
 * "expired" is told only of a genuine link, so a forged one learns nothing more.
 */
export function checkInvoiceLink(
  key: string,
  query: InvoiceLinkQuery,
  now: Date,
): InvoiceLinkCheck {
  const expected = hmac(key, invoiceLinkMessage(query.order, query.expires));
  if (!safeEqual(expected, query.sig)) return { ok: false, reason: 'invalid' };
  if (query.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, orderNo: query.order };
}
