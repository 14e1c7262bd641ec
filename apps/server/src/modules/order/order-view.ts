import {
  formatMinor,
  UNPAID_ORDER_STATUSES,
  type OrderAddress,
  type OrderDetail,
  type OrderLine,
  type OrderSummary,
  type OrderType,
  type PaymentStatusAnswer,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import { formatBv } from '../catalog/index.js';
import type {
  OrderEventTable,
  OrderLineTable,
  OrderPaymentTable,
  ShopOrderTable,
} from './order.tables.js';

export type OrderRow = Selectable<ShopOrderTable>;
export type LineRow = Selectable<OrderLineTable>;
export type PaymentRow = Selectable<OrderPaymentTable>;
export type EventRow = Selectable<OrderEventTable>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const amountDueOf = (o: OrderRow) => o.total - o.paid_amount;

export function addressOf(o: OrderRow): OrderAddress | null {
  if (o.delivery_mode !== 'address') return null;
  return {
    receiverName: o.receiver_name ?? '',
    phone: o.phone ?? '',
    country: o.country ?? '',
    province: o.province ?? '',
    city: o.city ?? '',
    district: o.district ?? '',
    street: o.street ?? '',
    zip: o.zip ?? '',
  };
}

export function toSummary(o: OrderRow, lineCount: number): OrderSummary {
  const money = (v: bigint) => formatMinor(v, o.minor_unit);
  return {
    orderNo: o.order_no,
    orderType: o.order_type as OrderType,
    platform: o.platform,
    status: o.status,
    currency: o.currency,
    minorUnit: o.minor_unit,
    subtotal: money(o.subtotal),
    shipping: money(o.shipping),
    tax: money(o.tax),
    total: money(o.total),
    bv: formatBv(o.bv),
    amountDue: money(amountDueOf(o)),
    lineCount,
    deliveryMode: o.delivery_mode,
    createdAt: o.created_at.toISOString(),
    paidAt: iso(o.paid_at),
    expiresAt: UNPAID_ORDER_STATUSES.includes(o.status) ? iso(o.expires_at) : null,
  };
}

export function toLine(l: LineRow, minorUnit: number): OrderLine {
  const money = (v: bigint) => formatMinor(v, minorUnit);
  return {
    productSkuId: l.product_sku_id,
    productId: l.product_id,
    kind: l.kind,
    name: l.name,
    skuLabel: l.sku_label,
    imageUrl: l.image_url,
    unitPrice: money(l.unit_price),
    unitBv: formatBv(l.unit_bv),
    qty: l.qty,
    lineAmount: money(l.line_amount),
    lineBv: formatBv(l.line_bv),
    packItems: l.pack_items,
  };
}

/** What an answer shows of a payment (`toPayment`'s columns). */
export type PaymentView = Pick<
  PaymentRow,
  'id' | 'method' | 'amount' | 'refunded' | 'status' | 'detail' | 'created_at'
>;

export function toPayment(p: PaymentView, minorUnit: number) {
  return {
    id: p.id,
    method: p.method,
    amount: formatMinor(p.amount, minorUnit),
    refunded: formatMinor(p.refunded, minorUnit),
    status: p.status,
    detail: p.detail,
    createdAt: p.created_at.toISOString(),
  };
}

export function toDetail(
  o: OrderRow,
  lines: LineRow[],
  payments: PaymentRow[],
  events: EventRow[],
  now: Date,
): OrderDetail {
  const unpaid = UNPAID_ORDER_STATUSES.includes(o.status);
  const live = unpaid && (!o.expires_at || o.expires_at > now);
  return {
    ...toSummary(o, lines.length),
    lines: lines.map((l) => toLine(l, o.minor_unit)),
    delivery: { mode: o.delivery_mode, address: addressOf(o), placeName: o.delivery_place },
    payments: payments.map((p) => toPayment(p, o.minor_unit)),
    timeline: events.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
    })),
    shipment: o.carrier && o.tracking_no ? { carrier: o.carrier, trackingNo: o.tracking_no } : null,
    remark: o.remark,
    canCancel: unpaid,
    canPay: live,
  };
}

export function toPaymentStatus(
  o: OrderRow,
  payments: PaymentView[],
  action: PaymentStatusAnswer['action'] = null,
): PaymentStatusAnswer {
  return {
    orderNo: o.order_no,
    status: o.status,
    paid: o.paid_at !== null,
    total: formatMinor(o.total, o.minor_unit),
    amountDue: formatMinor(amountDueOf(o), o.minor_unit),
    currency: o.currency,
    payments: payments.map((p) => toPayment(p, o.minor_unit)),
    action,
  };
}
