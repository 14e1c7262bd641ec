import type { Locale } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { translate } from '../../lib/i18n.js';
import { paidOrdersOfDay } from './order-console.repository.js';

type Doc = InstanceType<typeof PDFDocument>;
type DayOrder = Awaited<ReturnType<typeof paidOrdersOfDay>>[number];

/** A font pdfkit embeds (a file, and the face inside a collection): the invoice's set-up. */
export interface PickListFonts {
  regular: { file: string; face?: string };
  bold: { file: string; face?: string };
}

/** How the PDF is printed: the operator's language, and the Unicode fonts when installed. */
export interface PickListLook {
  locale: Locale;
  /** the invoice module's CJK-capable fonts, read only when a text needs them */
  unicodeFonts: () => PickListFonts | undefined;
}

const fitsLatin1 = (text: string) => !/[^\t\n\r\x20-\xff]/.test(text);
/** Helvetica prints Latin-1 only: anything else becomes '?', rather than a wrong glyph. */
const toLatin1 = (text: string) => text.replace(/[^\t\n\r\x20-\xff]/g, '?');

/** The labels, the fonts and how a text is made printable, chosen once per PDF. */
interface Printer {
  label: (key: string, params?: Record<string, unknown>) => string;
  text: (text: string) => string;
  regular: string;
  bold: string;
}

/** Where an order is packed: the company's warehouse for deliveries, else the pick-up place. */
function placeOf(p: Printer, o: DayOrder) {
  if (o.delivery_mode === 'address') return p.label('consoleOrders.pdf.warehouse');
  if (o.delivery_mode === 'none') return p.label('consoleOrders.pdf.nothingToShip');
  const key = o.delivery_mode === 'officePickup' ? 'officePickup' : 'centre';
  return p.label(`consoleOrders.pdf.${key}`, { place: o.delivery_place ?? '' });
}

/** What is picked for an order: each line's SKU, and a pack's chosen contents. */
function picks(o: DayOrder): { name: string; qty: number }[] {
  return o.lines.flatMap((l) => [
    { name: `${l.name} (${l.sku_label})`, qty: l.qty },
    ...l.pack_items.map((i) => ({ name: `  ${i.name} (${i.skuLabel})`, qty: i.qty * l.qty })),
  ]);
}

function pickList(doc: Doc, p: Printer, title: string, place: string, orders: DayOrder[]) {
  const totals = new Map<string, number>();
  for (const o of orders)
    for (const item of picks(o)) totals.set(item.name, (totals.get(item.name) ?? 0) + item.qty);
  doc
    .font(p.bold)
    .fontSize(16)
    .text(p.text(p.label('consoleOrders.pdf.pickList', { title })));
  doc.font(p.regular).fontSize(11).text(p.text(place));
  doc.text(p.text(p.label('consoleOrders.pdf.orders', { count: orders.length }))).moveDown();
  for (const [name, qty] of [...totals].sort(([a], [b]) => a.localeCompare(b)))
    doc.text(`${String(qty).padStart(5)}  x  ${p.text(name)}`);
}

function slip(doc: Doc, p: Printer, o: DayOrder) {
  doc
    .font(p.bold)
    .fontSize(16)
    .text(p.text(p.label('consoleOrders.pdf.slip', { orderNo: o.order_no })));
  doc.font(p.regular).fontSize(10);
  const member = { login: o.login_name, company: o.company_code };
  doc.text(p.text(p.label('consoleOrders.pdf.member', member)));
  doc.text(p.text(placeOf(p, o)));
  const address = [o.receiver_name, o.phone, o.street, o.district, o.city, o.province, o.zip]
    .filter(Boolean)
    .join(', ');
  if (address) doc.text(p.text(`${address} ${o.country ?? ''}`));
  if (o.remark) doc.text(p.text(p.label('consoleOrders.pdf.remark', { remark: o.remark })));
  doc.moveDown();
  for (const item of picks(o))
    doc.text(`[ ]  ${String(item.qty).padStart(4)}  x  ${p.text(item.name)}`);
}

/** Every text the PDF prints of the orders, to know whether Helvetica can print them. */
const orderTexts = (orders: DayOrder[]) =>
  orders.flatMap((o) => [
    o.login_name,
    o.delivery_place ?? '',
    o.receiver_name ?? '',
    o.street ?? '',
    o.district ?? '',
    o.city ?? '',
    o.province ?? '',
    o.remark ?? '',
    ...picks(o).map((i) => i.name),
  ]);

/**
 * The operator's language with the Unicode fonts when a label or an order's text needs more
 * than Latin-1 and a font is installed; else Helvetica, in English when the labels need more,
 * and '?' for what it cannot print (as the invoice does).
 */
function printerFor(doc: Doc, look: PickListLook, orders: DayOrder[]): Printer {
  const labelsFit = fitsLatin1(translate(look.locale, 'consoleOrders.pdf.pickList'));
  const needed = !labelsFit || !orderTexts(orders).every(fitsLatin1);
  const fonts = needed ? look.unicodeFonts() : undefined;
  const locale = fonts || labelsFit ? look.locale : 'en';
  const label = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  if (!fonts) return { label, text: toLatin1, regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('pick-regular', fonts.regular.file, fonts.regular.face);
  doc.registerFont('pick-bold', fonts.bold.file, fonts.bold.face);
  return { label, text: (t) => t, regular: 'pick-regular', bold: 'pick-bold' };
}

/**
 * One business day's paid orders of a company still to ship, as one PDF: a pick list per
 * warehouse or pick-up place (the quantities to take off the shelves), then a packing slip per
 * order, labelled in the operator's language. A read: nothing changes, so nothing is audited.
 */
export async function consolePickList(
  deps: { db: Db },
  operator: OperatorContext,
  q: { day: string; company: string },
  look: PickListLook,
): Promise<{ fileName: string; body: Buffer }> {
  requirePermission(operator, 'order:fulfil', q.company);
  const orders = await paidOrdersOfDay(deps.db, q.company, q.day);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Pick list ${q.day}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const p = printerFor(doc, look, orders);
  const title = `${q.company} ${q.day}`;
  const places = new Map<string, DayOrder[]>();
  for (const o of orders) places.set(placeOf(p, o), [...(places.get(placeOf(p, o)) ?? []), o]);
  if (!places.size)
    doc
      .font(p.regular)
      .fontSize(12)
      .text(p.text(p.label('consoleOrders.pdf.none', { title })));
  [...places].forEach(([place, list], i) => {
    if (i > 0) doc.addPage();
    pickList(doc, p, title, place, list);
  });
  for (const o of orders) {
    doc.addPage();
    slip(doc, p, o);
  }
  doc.end();
  return { fileName: `pick-list-${q.company}-${q.day}.pdf`, body: await done };
}
