import type { Invoice } from '@portal/contract';
import PDFDocument from 'pdfkit';
import { invoiceDate, invoiceMoney, labelOr, type Labels } from './invoice-format.js';
import type { InvoiceFonts } from './invoice-fonts.js';
import { linesTable, totalsBlock, type PdfFontNames } from './invoice-pdf-table.js';

type Doc = InstanceType<typeof PDFDocument>;

/** What the PDF is printed with: the labels' language and, when needed, Unicode fonts. */
export interface PdfLook {
  labels: Labels;
  /** the labels' language, which also formats amounts and BV */
  locale: string;
  /** undefined: the built-in Helvetica (Latin-1 only) */
  fonts: InvoiceFonts | undefined;
}

function useFonts(doc: Doc, fonts: InvoiceFonts | undefined): PdfFontNames {
  if (!fonts) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('invoice-regular', fonts.regular.file, fonts.regular.face);
  doc.registerFont('invoice-bold', fonts.bold.file, fonts.bold.face);
  return { regular: 'invoice-regular', bold: 'invoice-bold' };
}

function party(
  doc: Doc,
  title: string,
  lines: string[],
  x: number,
  y: number,
  fonts: PdfFontNames,
) {
  doc.font(fonts.bold).fontSize(9).text(title, x, y, { width: 250 });
  doc.font(fonts.regular).text(lines.filter(Boolean).join('\n'), { width: 250 });
  return doc.y;
}

function heading(doc: Doc, invoice: Invoice, look: PdfLook, fonts: PdfFontNames): number {
  const { labels } = look;
  doc.font(fonts.bold).fontSize(16).text(invoice.company.name, 40, 40, { width: 300 });
  doc
    .font(fonts.bold)
    .fontSize(20)
    .text(labels('invoice.title'), 355, 40, { width: 200, align: 'right' });
  const paid = invoice.paidAt ? invoiceDate(invoice.paidAt) : labels('invoice.notPaid');
  const status = labelOr(labels, `order.status.${invoice.status}`, invoice.status);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .text(
      [
        `${labels('invoice.orderNo')}: ${invoice.orderNo}`,
        `${labels('invoice.orderedAt')}: ${invoiceDate(invoice.orderedAt)}`,
        `${labels('invoice.paidAt')}: ${paid}`,
        `${labels('invoice.status')}: ${status}`,
        `${labels('invoice.currency')}: ${invoice.currency}`,
      ].join('\n'),
      355,
      70,
      { width: 200, align: 'right' },
    );
  const { company, billTo } = invoice;
  const taxId = (id: string | null) => (id ? `${labels('invoice.taxId')}: ${id}` : '');
  const from = party(
    doc,
    labels('invoice.from'),
    [...company.address, company.phone ?? '', company.email ?? '', taxId(company.taxId)],
    40,
    70,
    fonts,
  );
  const to = party(
    doc,
    labels('invoice.billTo'),
    [
      billTo.name,
      `${labels('invoice.memberNo')}: ${billTo.memberNo}`,
      ...billTo.address,
      billTo.phone ?? '',
      taxId(billTo.taxId),
    ],
    40,
    from + 12,
    fonts,
  );
  return Math.max(to, 150) + 16;
}

function payments(doc: Doc, invoice: Invoice, look: PdfLook, fonts: PdfFontNames, top: number) {
  const { labels } = look;
  doc.font(fonts.bold).fontSize(9).text(labels('invoice.payments'), 40, top);
  doc.font(fonts.regular);
  if (invoice.payments.length === 0) doc.text(labels('invoice.noPayments'));
  for (const p of invoice.payments) {
    const method = labelOr(labels, `order.method.${p.method}`, p.method);
    const reference = p.reference ? ` (${p.reference})` : '';
    const when = invoiceDate(p.paidAt);
    doc.text(`${when}  ${method}${reference}  ${invoiceMoney(invoice, p.amount, look.locale)}`);
  }
}

/** Page numbers and the electronic-issue note, written once every page exists. */
function footers(doc: Doc, look: PdfLook, fonts: PdfFontNames) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0;
    const page = look.labels('invoice.page', { page: i + 1, pages: range.count });
    doc.font(fonts.regular).fontSize(8).fillColor('#555555');
    doc.text(look.labels('invoice.issued'), 40, 800, { width: 380, lineBreak: false });
    doc.text(page, 420, 800, { width: 135, align: 'right', lineBreak: false });
  }
}

/** Renders an invoice as an A4 PDF (pdfkit; fonts subset into the file). */
export function renderInvoicePdf(invoice: Invoice, look: PdfLook): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: {
      Title: `${look.labels('invoice.title')} ${invoice.orderNo}`,
      Author: invoice.company.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = useFonts(doc, look.fonts);
  const tableTop = heading(doc, invoice, look, fonts);
  const afterLines = linesTable(doc, invoice, look, fonts, tableTop);
  const afterTotals = totalsBlock(doc, invoice, look, fonts, afterLines);
  payments(doc, invoice, look, fonts, afterTotals);
  footers(doc, look, fonts);
  doc.end();
  return done;
}
