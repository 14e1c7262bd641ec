import { ORDER_STATUS, type InvoiceView, type OrderStatusName } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { findOrderByNo, linesOf, paymentsOf } from './order-read.repository.js';
import { addressOf, type OrderRow } from './order-view.js';

/** What an invoice shows of an order; the invoice module adds the company and the member. */
export type InvoiceOrder = Omit<InvoiceView, 'company' | 'billTo' | 'timeZone'> & {
  /** where it went: receiver, address lines and phone, or the pickup place */
  shipTo: { receiver: string | null; lines: string[]; phone: string | null };
};

const STATUS_NAMES = new Map<number, OrderStatusName>(
  Object.entries(ORDER_STATUS).map(([name, code]) => [code, name as OrderStatusName]),
);

/** Payments that took money (a failed or pending attempt is not on an invoice). */
const TOOK_MONEY = new Set(['succeeded', 'refunded', 'partiallyRefunded']);

function shipToOf(order: OrderRow): InvoiceOrder['shipTo'] {
  const address = addressOf(order);
  if (!address)
    return {
      receiver: null,
      lines: order.delivery_place ? [order.delivery_place] : [],
      phone: null,
    };
  const lines = [
    address.street,
    address.district,
    [address.city, address.province, address.zip].filter(Boolean).join(' '),
    address.country,
  ].filter(Boolean);
  return { receiver: address.receiverName, lines, phone: address.phone || null };
}

/**
 * An order by number as its invoice needs it, amounts in minor units; whoever owns it: the
 * invoice module checks the owner, or the signed link names the order.
 */
export async function invoiceOrder(db: Db, orderNo: string): Promise<InvoiceOrder | undefined> {
  const order = await findOrderByNo(db, orderNo);
  if (!order) return undefined;
  const [lines, payments] = await Promise.all([linesOf(db, order.id), paymentsOf(db, order.id)]);
  return {
    orderNo: order.order_no,
    memberId: order.member_id,
    companyCode: order.company_code,
    currency: order.currency,
    minorUnit: order.minor_unit,
    orderedAt: order.created_at.toISOString(),
    paidAt: order.paid_at ? order.paid_at.toISOString() : null,
    status: STATUS_NAMES.get(order.status) ?? String(order.status),
    lines: lines.map((l) => ({
      name: l.name,
      sku: l.sku_label,
      qty: l.qty,
      unitPrice: l.unit_price,
      unitBv: l.unit_bv,
      amount: l.line_amount,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    total: order.total,
    totalBv: order.bv,
    payments: payments
      .filter((p) => TOOK_MONEY.has(p.status))
      .map((p) => ({
        method: p.method,
        amount: p.amount,
        paidAt: p.updated_at.toISOString(),
        reference: p.detail,
      })),
    shipTo: shipToOf(order),
  };
}
