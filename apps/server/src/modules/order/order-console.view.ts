import { formatMinor, type ConsoleOrderDetail, type ConsoleOrderRow } from '@portal/contract';
import type { Selectable } from 'kysely';
import { formatBv } from '../catalog/index.js';
import type { OrderNoteTable, OrderRefundTable } from './order.tables.js';
import {
  addressOf,
  toLine,
  type EventRow,
  type LineRow,
  type OrderRow,
  type PaymentRow,
} from './order-view.js';
import type { OrderSearchRow } from './order-console.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toConsoleRow(o: OrderSearchRow): ConsoleOrderRow {
  return {
    orderNo: o.order_no,
    companyCode: o.company_code,
    memberId: o.member_id,
    loginName: o.login_name,
    orderType: o.order_type,
    platform: o.platform,
    status: o.status,
    currency: o.currency,
    minorUnit: o.minor_unit,
    total: formatMinor(o.total, o.minor_unit),
    bv: formatBv(o.bv),
    deliveryMode: o.delivery_mode,
    createdAt: o.created_at.toISOString(),
    paidAt: iso(o.paid_at),
  };
}

type Timeline = ConsoleOrderDetail['timeline'];

/**
 * The order's timeline, oldest first: each step of the state machine (placed, paid, shipped,
 * delivered, cancelled, refunded) with who took it, each payment attempt, each refund with the
 * BV it took back, and the operators' notes.
 */
function timelineOf(
  o: OrderRow,
  parts: {
    events: EventRow[];
    payments: PaymentRow[];
    notes: Selectable<OrderNoteTable>[];
    refunds: Selectable<OrderRefundTable>[];
  },
): Timeline {
  const money = (v: bigint) => `${formatMinor(v, o.minor_unit)} ${o.currency}`;
  const entries: Timeline = [
    ...parts.events.map((e) => ({
      at: e.at.toISOString(),
      kind: 'step' as const,
      who: e.actor_ref,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      text: e.note,
    })),
    ...parts.payments.map((p) => ({
      at: p.created_at.toISOString(),
      kind: 'payment' as const,
      who: `${p.method}`,
      fromStatus: null,
      toStatus: null,
      text: [money(p.amount), p.status, p.failure].filter(Boolean).join(' · '),
    })),
    ...parts.refunds.map((r) => ({
      at: r.created_at.toISOString(),
      kind: 'refund' as const,
      who: r.created_by,
      fromStatus: null,
      toStatus: null,
      text: `${money(r.amount)} · BV ${formatBv(r.bv)} · ${r.reason}`,
    })),
    ...parts.notes.map((n) => ({
      at: n.at.toISOString(),
      kind: 'note' as const,
      who: `operator:${n.operator}`,
      fromStatus: null,
      toStatus: null,
      text: n.note,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export function toConsoleDetail(
  o: OrderRow & { login_name: string },
  parts: {
    lines: LineRow[];
    events: EventRow[];
    payments: PaymentRow[];
    notes: Selectable<OrderNoteTable>[];
    refunds: Selectable<OrderRefundTable>[];
  },
): ConsoleOrderDetail {
  const money = (v: bigint) => formatMinor(v, o.minor_unit);
  return {
    ...toConsoleRow(o),
    subtotal: money(o.subtotal),
    shipping: money(o.shipping),
    tax: money(o.tax),
    paidAmount: money(o.paid_amount),
    refundedAmount: money(o.refunded_amount),
    refundedBv: formatBv(o.refunded_bv),
    lines: parts.lines.map((l) => toLine(l, o.minor_unit)),
    delivery: { mode: o.delivery_mode, address: addressOf(o), placeName: o.delivery_place },
    payments: parts.payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: money(p.amount),
      refunded: money(p.refunded),
      status: p.status,
      account: p.account,
      detail: p.detail,
      providerRef: p.provider_ref,
      failure: p.failure,
      createdAt: p.created_at.toISOString(),
      updatedAt: p.updated_at.toISOString(),
    })),
    shipment:
      o.carrier && o.tracking_no
        ? { carrier: o.carrier, trackingNo: o.tracking_no, shippedAt: iso(o.shipped_at) }
        : null,
    timeline: timelineOf(o, parts),
    remark: o.remark,
  };
}
