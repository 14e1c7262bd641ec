import { toInvoice } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { invoiceLook } from '../../src/modules/invoice/invoice-look.js';
import { unicodeFonts } from '../../src/modules/invoice/invoice-fonts.js';
import { renderInvoicePdf } from '../../src/modules/invoice/invoice-pdf.js';
import { invoiceView, pdfText } from './invoice-kit.js';

async function render(locale: 'en' | 'id' | 'zh-CN', config = {}, view = invoiceView()) {
  const chosen = invoiceLook(config, toInvoice(view), locale);
  return { ...chosen, text: await pdfText(await renderInvoicePdf(chosen.invoice, chosen.look)) };
}

describe('the invoice PDF', () => {
  it('holds the order number, the lines, the exact total and the company', async () => {
    const { text, fallback } = await render('en');
    expect(fallback).toBe(false);
    expect(text).toContain('US2026112400042');
    // money and BV as every page shows them, in the PDF's language
    expect(text).toContain('$1,373.76');
    expect(text).toContain('$1,234.56');
    expect(text).toContain('130.25');
    expect(text).not.toContain('USD 1373.76');
    expect(text).toContain('Portal US Inc.');
    expect(text).toContain('Invoice');
    expect(text).toContain('E-wallet');
    // times in business time, labelled, as every page, message and CSV (not the office's zone)
    expect(text).toContain('2026-11-24 18:00 UTC+8');
    expect(text).not.toContain('2026-11-24 04:00');
  });

  it("is printed in the member's language", async () => {
    const { text } = await render('id');
    expect(text).toContain('Faktur');
    expect(text).toContain('Ongkos kirim');
    // id writes decimals with a comma: money and BV alike
    expect(text).toContain('$1.373,76');
    expect(text).toContain('130,25');
  });

  it('prints Chinese with a CJK font when one is installed', async (ctx) => {
    if (!unicodeFonts({})) ctx.skip();
    const view = invoiceView({ lines: [{ ...invoiceView().lines[0]!, name: '维生素C' }] });
    const { text, fallback } = await render('zh-CN', {}, view);
    expect(fallback).toBe(false);
    expect(text).toContain('发票');
    expect(text).toContain('维生素C');
    expect(text).toContain('$1,373.76');
  });

  it('falls back to English and "?" when no CJK font can be found', async () => {
    const view = invoiceView({ lines: [{ ...invoiceView().lines[0]!, name: '维生素C' }] });
    const { text, fallback } = await render('zh-CN', { invoiceCjkFont: '/nonexistent.ttf' }, view);
    expect(fallback).toBe(true);
    expect(text).toContain('Invoice');
    expect(text).toContain('???C');
    expect(text).toContain('US2026112400042');
  });

  it('runs onto more pages for a long order, numbering them', async () => {
    const line = invoiceView().lines[0]!;
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...line, name: `Product ${i + 1}` }));
    const { text } = await render('en', {}, invoiceView({ lines }));
    expect(text).toContain('Product 60');
    expect(text).toMatch(/Page 2 of [23]/);
    expect(text).toContain('$1,373.76');
  });
});
