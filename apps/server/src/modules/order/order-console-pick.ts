import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { paidOrdersOfDay } from './order-console.repository.js';

type Doc = InstanceType<typeof PDFDocument>;

/** Helvetica prints Latin-1 only: anything else becomes '?', rather than a wrong glyph. */
const toLatin1 = (text: string) => text.replace(/[^\t\n\r\x20-\xff]/g, '?');
type DayOrder = Awaited<ReturnType<typeof paidOrdersOfDay>>[number];

/** Where an order is packed: the company's warehouse for deliveries, else the pick-up place. */
const placeOf = (o: DayOrder) =>
  o.delivery_mode === 'address'
    ? 'Warehouse (delivery to an address)'
    : o.delivery_mode === 'none'
      ? 'Nothing to ship (e-products)'
      : `${o.delivery_mode === 'officePickup' ? 'Office pick-up' : 'Distribution centre'}: ${o.delivery_place ?? ''}`;

/** What is picked for an order: each line's SKU, and a pack's chosen contents. */
function picks(o: DayOrder): { name: string; qty: number }[] {
  return o.lines.flatMap((l) => [
    { name: `${l.name} (${l.sku_label})`, qty: l.qty },
    ...l.pack_items.map((p) => ({ name: `  ${p.name} (${p.skuLabel})`, qty: p.qty * l.qty })),
  ]);
}

function pickList(doc: Doc, title: string, place: string, orders: DayOrder[]) {
  const totals = new Map<string, number>();
  for (const o of orders)
    for (const p of picks(o)) totals.set(p.name, (totals.get(p.name) ?? 0) + p.qty);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(toLatin1(`Pick list - ${title}`));
  doc.font('Helvetica').fontSize(11).text(toLatin1(place));
  doc.text(`${orders.length} order(s)`).moveDown();
  for (const [name, qty] of [...totals].sort(([a], [b]) => a.localeCompare(b)))
    doc.text(`${String(qty).padStart(5)}  x  ${toLatin1(name)}`);
}

function slip(doc: Doc, o: DayOrder) {
  doc.font('Helvetica-Bold').fontSize(16).text(`Packing slip - ${o.order_no}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(toLatin1(`Member: ${o.login_name} (${o.company_code})`));
  doc.text(toLatin1(placeOf(o)));
  const address = [o.receiver_name, o.phone, o.street, o.district, o.city, o.province, o.zip]
    .filter(Boolean)
    .join(', ');
  if (address) doc.text(toLatin1(`${address} ${o.country ?? ''}`));
  if (o.remark) doc.text(toLatin1(`Remark: ${o.remark}`));
  doc.moveDown();
  for (const p of picks(o)) doc.text(`[ ]  ${String(p.qty).padStart(4)}  x  ${toLatin1(p.name)}`);
}

/**
 * One business day's paid orders of a company still to ship, as one PDF: a pick list per
 * warehouse or pick-up place (the quantities to take off the shelves), then a packing slip per
 * order. A read: nothing changes, so nothing is audited.
 */
export async function consolePickList(
  deps: { db: Db },
  operator: OperatorContext,
  q: { day: string; company: string },
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
  const title = `${q.company} ${q.day}`;
  const places = new Map<string, DayOrder[]>();
  for (const o of orders) places.set(placeOf(o), [...(places.get(placeOf(o)) ?? []), o]);
  if (!places.size) doc.font('Helvetica').fontSize(12).text(`No paid orders to ship: ${title}`);
  [...places].forEach(([place, list], i) => {
    if (i > 0) doc.addPage();
    pickList(doc, title, place, list);
  });
  for (const o of orders) {
    doc.addPage();
    slip(doc, o);
  }
  doc.end();
  return { fileName: `pick-list-${q.company}-${q.day}.pdf`, body: await done };
}
