import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberContext } from '../../src/lib/member-context.js';
import {
  memberInvoice,
  memberInvoiceLink,
  memberInvoicePdf,
  signedInvoice,
  signedInvoicePdf,
} from '../../src/modules/invoice/invoice.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { invoiceView, pdfText, sourceOf } from './invoice-kit.js';

/** The services read only the member's id; the HTTP tests go through real sessions. */
const memberOf = (memberId: number) => ({ memberId }) as MemberContext;
const linkQuery = (path: string) => {
  const q = new URLSearchParams(path.split('?')[1]);
  return { order: q.get('order')!, expires: Number(q.get('expires')), sig: q.get('sig')! };
};

const NO = 'US2026112400042';
const OTHER = 'US2026112400044';
let t: TestApp;
const owner = memberOf(1);
const stranger = memberOf(2);
const source = sourceOf(invoiceView({ memberId: 1 }));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
});
afterAll(() => t.close());

describe('the invoice of an order', () => {
  it("is the owner's, with exact money", async () => {
    const invoice = await memberInvoice(t.deps, owner, NO, source);
    expect(invoice.total).toBe('1373.76');
    expect(invoice.lines[1]).toMatchObject({ unitPrice: '1234.56', unitBv: '100.25' });
  });

  it('answers another member exactly as an order that does not exist', async () => {
    await expect(memberInvoice(t.deps, stranger, NO, source)).rejects.toMatchObject({
      key: 'orderNotFound',
    });
    await expect(memberInvoice(t.deps, owner, 'US2026112400043', source)).rejects.toMatchObject({
      key: 'orderNotFound',
    });
    await expect(memberInvoicePdf(t.deps, stranger, NO, 'en', source)).rejects.toMatchObject({
      key: 'orderNotFound',
    });
    await expect(memberInvoiceLink(t.deps, stranger, NO, source)).rejects.toMatchObject({
      key: 'orderNotFound',
    });
  });

  it('downloads as a PDF named after the order', async () => {
    const file = await memberInvoicePdf(t.deps, owner, NO, 'en', source);
    expect(file.fileName).toBe('invoice-US2026112400042.pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(file.body)).toContain('$1,373.76');
  });
});

describe('the signed InvoiceOss link', () => {
  it('opens that one invoice without a member, as data and as a PDF', async () => {
    const link = await memberInvoiceLink(t.deps, owner, NO, source);
    expect(link.url).toBe(`https://portal.example${link.path}`);
    const query = linkQuery(link.path);
    expect((await signedInvoice(t.deps, query, source)).orderNo).toBe('US2026112400042');
    const pdf = await signedInvoicePdf(t.deps, query, 'en', source);
    expect(await pdfText(pdf.body)).toContain('US2026112400042');
  });

  it('is refused when tampered with: another order, a later expiry', async () => {
    const query = linkQuery((await memberInvoiceLink(t.deps, owner, NO, source)).path);
    const other = sourceOf(invoiceView(), invoiceView({ orderNo: OTHER }));
    for (const bad of [
      { ...query, order: OTHER },
      { ...query, expires: query.expires + 3600 },
    ]) {
      await expect(signedInvoice(t.deps, bad, other)).rejects.toMatchObject({
        key: 'invoiceLinkInvalid',
      });
    }
  });

  it('is refused once expired', async () => {
    const query = linkQuery((await memberInvoiceLink(t.deps, owner, NO, source)).path);
    t.clock.advance(8 * 24 * 3600 * 1000);
    await expect(signedInvoicePdf(t.deps, query, 'en', source)).rejects.toMatchObject({
      key: 'invoiceLinkExpired',
    });
  });
});
