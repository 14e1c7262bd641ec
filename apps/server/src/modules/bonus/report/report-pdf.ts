import { formatBusinessDate, formatMoney, type BonusReport } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { InvoiceFonts } from '../../invoice/index.js';

type Doc = InstanceType<typeof PDFDocument>;
export type Labels = (key: string, params?: Record<string, unknown>) => string;

export interface ReportPdfInput {
  report: BonusReport;
  login: string;
  startDate: string;
  endDate: string;
  labels: Labels;
  /** the labels' language, which also formats amounts and dates */
  locale: string;
  /** undefined: the built-in Helvetica (Latin-1 only) */
  fonts: InvoiceFonts | undefined;
}

/** `generational leadership` → the translation key's `generationalLeadership`. */
const typeKey = (type: string) =>
  `bonus.type.${type.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase())}`;

function useFonts(doc: Doc, fonts: InvoiceFonts | undefined) {
  if (!fonts) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('report-regular', fonts.regular.file, fonts.regular.face);
  doc.registerFont('report-bold', fonts.bold.file, fonts.bold.face);
  return { regular: 'report-regular', bold: 'report-bold' };
}

const COLUMNS = [40, 130, 400] as const;
const WIDTHS = [90, 270, 155] as const;

function row(doc: Doc, cells: readonly string[], font: string, y: number): number {
  doc.font(font).fontSize(9);
  cells.forEach((text, i) =>
    doc.text(text, COLUMNS[i]!, y, { width: WIDTHS[i]!, align: i === 2 ? 'right' : 'left' }),
  );
  return y + 14;
}

/**
 * The bonus report as a PDF: who and which range, then per closed cycle its total and one line
 * per bonus type, the same figures as the page and its CSV (the answer of the report call).
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { report, labels, locale } = input;
  const money = (amount: string) => formatMoney(amount, report.minorUnit, report.currency, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: labels('bonus.pdf.title') },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = useFonts(doc, input.fonts);
  doc.font(f.bold).fontSize(18).text(labels('bonus.pdf.title'), 40, 40);
  doc
    .font(f.regular)
    .fontSize(9)
    .text(
      labels('bonus.pdf.subtitle', {
        login: input.login,
        start: formatBusinessDate(input.startDate, locale),
        end: formatBusinessDate(input.endDate, locale),
        currency: report.currency,
      }),
    );
  let y = row(
    doc,
    [labels('bonus.column.cycle'), labels('bonus.column.type'), labels('bonus.column.amount')],
    f.bold,
    doc.y + 12,
  );
  if (report.cycles.length === 0) {
    doc.font(f.regular).text(labels('bonus.empty'), 40, y);
  }
  for (const c of report.cycles) {
    if (y > 760) {
      doc.addPage();
      y = 40;
    }
    y = row(doc, [c.cycle, labels('bonus.column.total'), money(c.total)], f.bold, y + 4);
    for (const t of c.byType) {
      y = row(doc, ['', labels(typeKey(t.type)), money(t.amount)], f.regular, y);
    }
  }
  doc.end();
  return done;
}
