import type { Invoice } from '@portal/contract';
import type PDFDocument from 'pdfkit';
import { invoiceBv, invoiceMoney, type Labels } from './invoice-format.js';

type Doc = InstanceType<typeof PDFDocument>;

export interface PdfFontNames {
  regular: string;
  bold: string;
}

/** The lines table's columns: x, width and alignment, across the 515 pt of an A4 page. */
const COLUMNS = [
  { key: 'product', x: 40, width: 215, align: 'left' },
  { key: 'qty', x: 255, width: 40, align: 'right' },
  { key: 'unitPrice', x: 300, width: 85, align: 'right' },
  { key: 'bv', x: 390, width: 55, align: 'right' },
  { key: 'amount', x: 450, width: 105, align: 'right' },
] as const;

const BOTTOM = 842 - 70;

function row(doc: Doc, cells: string[], y: number): number {
  let height = 0;
  COLUMNS.forEach((column, i) => {
    const text = cells[i] ?? '';
    doc.text(text, column.x, y, { width: column.width, align: column.align });
    height = Math.max(height, doc.heightOfString(text, { width: column.width }));
  });
  return y + height + 6;
}

function header(doc: Doc, labels: Labels, fonts: PdfFontNames, y: number): number {
  doc.font(fonts.bold).fontSize(9);
  const next = row(
    doc,
    COLUMNS.map((c) => labels(`invoice.${c.key}`)),
    y,
  );
  doc
    .moveTo(40, next - 3)
    .lineTo(555, next - 3)
    .lineWidth(0.5)
    .stroke();
  doc.font(fonts.regular);
  return next + 2;
}

/** The order's lines; a table that runs past the page goes on with its header on the next. */
export function linesTable(
  doc: Doc,
  invoice: Invoice,
  { labels, locale }: { labels: Labels; locale: string },
  fonts: PdfFontNames,
  top: number,
): number {
  let y = header(doc, labels, fonts, top);
  for (const line of invoice.lines) {
    const name = line.sku ? `${line.name} (${line.sku})` : line.name;
    const cells = [
      name,
      String(line.qty),
      invoiceMoney(invoice, line.unitPrice, locale),
      invoiceBv(line.unitBv, locale),
      invoiceMoney(invoice, line.amount, locale),
    ];
    if (y + doc.heightOfString(name, { width: COLUMNS[0].width }) > BOTTOM) {
      doc.addPage();
      y = header(doc, labels, fonts, 50);
    }
    y = row(doc, cells, y);
  }
  doc.moveTo(40, y).lineTo(555, y).lineWidth(0.5).stroke();
  return y + 8;
}

/** Subtotal, shipping, tax, total and total BV, right-aligned under the amounts. */
export function totalsBlock(
  doc: Doc,
  invoice: Invoice,
  { labels, locale }: { labels: Labels; locale: string },
  fonts: PdfFontNames,
  top: number,
): number {
  const money = (amount: string) => invoiceMoney(invoice, amount, locale);
  const rows: Array<[string, string, boolean]> = [
    [labels('invoice.subtotal'), money(invoice.subtotal), false],
    [labels('invoice.shipping'), money(invoice.shipping), false],
    [labels('invoice.tax'), money(invoice.tax), false],
    [labels('invoice.total'), money(invoice.total), true],
    [labels('invoice.totalBv'), invoiceBv(invoice.totalBv, locale), false],
  ];
  let y = top > BOTTOM - 90 ? (doc.addPage(), 50) : top;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? fonts.bold : fonts.regular).fontSize(strong ? 11 : 9);
    doc.text(label, 300, y, { width: 145, align: 'right' });
    doc.text(value, 450, y, { width: 105, align: 'right' });
    y += strong ? 18 : 14;
  }
  doc.font(fonts.regular).fontSize(9);
  return y + 6;
}
