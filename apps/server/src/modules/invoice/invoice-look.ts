import type { Invoice, Locale } from '@portal/contract';
import type { AppConfig } from '../../config.js';
import { translate } from '../../lib/i18n.js';
import { printedTexts } from './invoice-format.js';
import { fitsLatin1, toLatin1, unicodeFonts } from './invoice-fonts.js';
import type { PdfLook } from './invoice-pdf.js';

/** Every printed text of an invoice through `fix` (names, addresses, references). */
function mapTexts(invoice: Invoice, fix: (text: string) => string): Invoice {
  const party = <P extends Invoice['company']>(p: P): P => ({
    ...p,
    name: fix(p.name),
    address: p.address.map(fix),
  });
  return {
    ...invoice,
    company: party(invoice.company),
    billTo: party(invoice.billTo),
    lines: invoice.lines.map((l) => ({ ...l, name: fix(l.name), sku: fix(l.sku) })),
    payments: invoice.payments.map((p) => ({ ...p, reference: p.reference && fix(p.reference) })),
  };
}

/**
 * Chooses how an invoice is printed in a language. Chinese, and any name outside Latin-1,
 * needs a CJK-capable font; without one installed the invoice is printed in English with the
 * unprintable characters as '?' (a visible fallback, never wrong glyphs), so it still opens.
 */
export function invoiceLook(
  config: Pick<AppConfig, 'invoiceCjkFont'>,
  invoice: Invoice,
  locale: Locale,
): { invoice: Invoice; look: PdfLook; fallback: boolean } {
  const needsUnicode = locale === 'zh-CN' || !printedTexts(invoice).every(fitsLatin1);
  const fonts = needsUnicode ? unicodeFonts(config) : undefined;
  const fallback = needsUnicode && !fonts;
  const labelLocale: Locale = fallback && locale === 'zh-CN' ? 'en' : locale;
  return {
    invoice: fallback ? mapTexts(invoice, toLatin1) : invoice,
    look: {
      labels: (key, params) => translate(labelLocale, key, params),
      locale: labelLocale,
      fonts,
    },
    fallback,
  };
}
