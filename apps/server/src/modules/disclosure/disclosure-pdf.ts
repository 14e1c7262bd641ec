import type { DisclosureStatement } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { InvoiceFonts } from '../invoice/index.js';
import { methodLines, statementFacts, statementTable, type Labels } from './disclosure-render.js';

type Doc = InstanceType<typeof PDFDocument>;

function useFonts(doc: Doc, fonts: InvoiceFonts | undefined) {
  if (!fonts) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('disclosure-regular', fonts.regular.file, fonts.regular.face);
  doc.registerFont('disclosure-bold', fonts.bold.file, fonts.bold.face);
  return { regular: 'disclosure-regular', bold: 'disclosure-bold' };
}

// landscape A4: the group's name, then eight figures
const WIDTHS = [150, 60, 70, 75, 75, 75, 75, 80, 90] as const;
const LEFT = 40;

function row(doc: Doc, cells: readonly string[], font: string, y: number): number {
  doc.font(font).fontSize(8);
  let x = LEFT;
  let height = 0;
  cells.forEach((text, i) => {
    const width = WIDTHS[i]!;
    const options = { width: width - 6, align: i === 0 ? 'left' : 'right' } as const;
    doc.text(text, x, y, options);
    height = Math.max(height, doc.heightOfString(text, options));
    x += width;
  });
  return y + height + 5;
}

/**
 * The statement as a PDF: title, company and period, the ledger position, the table (the same
 * figures as the console and the public page), then the methods note.
 */
export function renderDisclosurePdf(input: {
  statement: DisclosureStatement;
  labels: Labels;
  locale: string;
  fonts: InvoiceFonts | undefined;
}): Promise<Buffer> {
  const { statement: s, labels: t, locale } = input;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: LEFT,
    info: { Title: t('consoleDisclosure.pdf.title') },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = useFonts(doc, input.fonts);
  const facts = statementFacts(s, t, locale);
  doc.font(f.bold).fontSize(16).text(t('consoleDisclosure.pdf.title'), LEFT, LEFT);
  doc.font(f.regular).fontSize(9).text(`${s.company}: ${facts.period}. ${facts.currency}`);
  doc.text(facts.position);
  const table = statementTable(s, t);
  let y = row(doc, table.header, f.bold, doc.y + 10);
  for (const cells of table.rows) y = row(doc, cells, f.regular, y);
  doc
    .font(f.bold)
    .fontSize(10)
    .text(t('consoleDisclosure.methods.title'), LEFT, y + 10);
  doc.font(f.regular).fontSize(8);
  for (const line of methodLines(t)) doc.moveDown(0.4).text(line, { width: 760 });
  doc.end();
  return done;
}
