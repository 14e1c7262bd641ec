import { INVOICE_LINK_TTL_S, invoiceLinkPath, invoiceLinkQuerySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  checkInvoiceLink,
  invoiceLinkKey,
  signInvoiceLink,
} from '../../src/modules/invoice/invoice-link.js';

const KEY = 'k'.repeat(43);
const NOW = new Date('2026-11-24T12:00:00Z');

describe('InvoiceOss links', () => {
  it('open their own order until they expire', () => {
    const link = signInvoiceLink(KEY, 'US7000001', NOW);
    expect(link.expires).toBe(NOW.getTime() / 1000 + INVOICE_LINK_TTL_S);
    expect(checkInvoiceLink(KEY, link, NOW)).toEqual({ ok: true, orderNo: 'US7000001' });
    const late = new Date(link.expires * 1000 - 1000);
    expect(checkInvoiceLink(KEY, link, late)).toEqual({ ok: true, orderNo: 'US7000001' });
  });

  it('refuse another order, a moved expiry, another key and a changed signature', () => {
    const link = signInvoiceLink(KEY, 'US7000001', NOW);
    const invalid = { ok: false, reason: 'invalid' };
    expect(checkInvoiceLink(KEY, { ...link, order: 'US7000002' }, NOW)).toEqual(invalid);
    expect(checkInvoiceLink(KEY, { ...link, expires: link.expires + 60 }, NOW)).toEqual(invalid);
    expect(checkInvoiceLink('x'.repeat(43), link, NOW)).toEqual(invalid);
    const flipped = (link.sig[0] === 'A' ? 'B' : 'A') + link.sig.slice(1);
    expect(checkInvoiceLink(KEY, { ...link, sig: flipped }, NOW)).toEqual(invalid);
  });

  it('say "expired" only of a genuine link past its time', () => {
    const link = signInvoiceLink(KEY, 'US7000001', NOW, 60);
    const after = new Date(NOW.getTime() + 60_000);
    expect(checkInvoiceLink(KEY, link, after)).toEqual({ ok: false, reason: 'expired' });
    const forged = { ...link, sig: 'A'.repeat(43) };
    expect(checkInvoiceLink(KEY, forged, after)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('use their own key, derived from the silent-login secret unless configured', () => {
    const silentLoginSecret = 's'.repeat(40);
    const derived = invoiceLinkKey({ silentLoginSecret });
    expect(derived).not.toBe(silentLoginSecret);
    expect(invoiceLinkKey({ silentLoginSecret, invoiceLinkSecret: 'c'.repeat(32) })).toBe(
      'c'.repeat(32),
    );
  });

  it('travel as a page path whose query the call schema reads back', () => {
    const link = signInvoiceLink(KEY, 'US7000001', NOW);
    const path = invoiceLinkPath(link);
    expect(path.startsWith('/shopping/HistoryOrders/InvoiceOss?')).toBe(true);
    const query = Object.fromEntries(new URLSearchParams(path.split('?')[1]));
    expect(invoiceLinkQuerySchema.parse(query)).toEqual(link);
  });
});
