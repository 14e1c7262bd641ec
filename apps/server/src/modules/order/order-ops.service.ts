import { ORDER_STATUS, ORDER_TYPE, refundBv, type OrderAction } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { noticeOrder } from './order-notice.js';
import { postOrderRefund, type MoneySource } from './order-ledger.js';
import { refundPointsOrder } from './order-points-refund.js';
import { markOrderPaid } from './order-paid.service.js';
import { findOrderByNo, paymentsOf } from './order-read.repository.js';
import { lockOrder, takeStep } from './order-state.service.js';
import { amountDueOf, type OrderRow, type PaymentRow } from './order-view.js';
import { insertRefund, updatePayment } from './order-write.repository.js';
import { publishOrderVolume } from './order-volume-events.js';

export interface OrderOperator {
  /** 'operator:alice' */
  ref: string;
  reason: string | null;
  at: Date;
}

async function inOrder<T>(
  db: Db,
  orderNo: string,
  work: (trx: Trx, order: OrderRow) => Promise<T>,
) {
  const found = await findOrderByNo(db, orderNo);
  if (!found) throw new AppError('orderNotFound');
  return inTransaction(db, async (trx) => work(trx, await lockOrder(trx, found.id)));
}

/**
 * What the console adds to an operator's step, in the step's transaction: the shipment's carrier
 * and tracking number, and `within`, which writes the audit entry of the locked order's change.
 */
export interface StepExtras {
  shipment?: { carrier: string; trackingNo: string };
  within?: (trx: Trx, before: OrderRow, after: OrderRow) => Promise<void>;
}

/** ship, deliver or cancel, as the state machine allows an operator (docs/orders.md). */
export async function operatorOrderStep(
  db: Db,
  op: OrderOperator,
  orderNo: string,
  action: Extract<OrderAction, 'ship' | 'deliver' | 'cancel'>,
  extras: StepExtras = {},
): Promise<OrderRow> {
  return inOrder(db, orderNo, async (trx, order) => {
    const by = { actor: 'operator' as const, ref: op.ref, note: op.reason, at: op.at };
    const shipment = extras.shipment
      ? { carrier: extras.shipment.carrier, tracking_no: extras.shipment.trackingNo }
      : {};
    const next = await takeStep(trx, order, action, by, shipment);
    if (action === 'ship') await noticeOrder(trx, next, 'orderShipped', op.at);
    await extras.within?.(trx, order, next);
    return next;
  });
}

/** `order:confirm-branch`: the office took the money of an order waiting for pay in branch. */
export async function confirmBranchPayment(db: Db, op: OrderOperator, orderNo: string) {
  return inOrder(db, orderNo, async (trx, order) => {
    if (order.status !== ORDER_STATUS.awaitingBranchPayment) throw new AppError('orderNotPayable');
    const pending = (await paymentsOf(trx, order.id)).find(
      (p) => p.method === 'branch' && p.status === 'pending',
    );
    const paid = await markOrderPaid(trx, {
      orderId: order.id,
      method: 'branch',
      amountMinor: amountDueOf(order),
      providerRef: null,
      idempotencyKey: pending?.idempotency_key ?? `branch:${order.order_no}`,
      by: op.ref,
      detail: op.reason,
      at: op.at,
    });
    return paid.order;
  });
}

const sourceOf = (order: OrderRow, p: PaymentRow): MoneySource =>
  p.method === 'ewallet' && (p.account === 'bonus' || p.account === 'eproduct')
    ? { kind: 'wallet', memberId: order.member_id, account: p.account }
    : { kind: 'outside' };

/** A card or third-party part of a refund, for the provider (payment). */
export interface OutsideRefund {
  method: 'card' | 'thirdparty';
  providerRef: string;
  amountMinor: bigint;
  /** the payment and its refunded total after this part: the same refund never twice */
  key: string;
}

/**
 * A full (no amount) or partial refund: the money goes back through the ledger to where it
 * came from, latest payment first (e-wallet to the e-wallet; card, third party and branch to
 * the payment clearing account, the provider's refund being the payment helper's), and the BV
 * it takes back is recorded in order_refund at this time (negative volume in this cycle). An
 * order paid in points gives its points back instead (`refundPointsOrder`).
 */
export async function refundOrder(
  db: Db,
  op: OrderOperator,
  orderNo: string,
  amount?: bigint,
  // payment: the provider's side of a card or third-party part, in this transaction
  onOutsideRefund?: (trx: Trx, part: OutsideRefund) => Promise<void>,
  within?: StepExtras['within'],
) {
  return inOrder(db, orderNo, async (trx, order) => {
    const next = await refundLocked(trx, order, op, amount, onOutsideRefund);
    await within?.(trx, order, next);
    return next;
  });
}

async function refundLocked(
  trx: Trx,
  order: OrderRow,
  op: OrderOperator,
  amount: bigint | undefined,
  onOutsideRefund?: (trx: Trx, part: OutsideRefund) => Promise<void>,
) {
  if (order.order_type === ORDER_TYPE.pointsExchange) {
    return refundPointsOrder(trx, order, op, amount);
  }
  const refundable = order.paid_amount - order.refunded_amount;
  const wanted = amount ?? refundable;
  if (wanted <= 0n || wanted > refundable) throw new AppError('refundTooLarge');
  let left = wanted;
  let current = order;
  const payments = (await paymentsOf(trx, order.id)).filter((p) => p.journal_id !== null).reverse();
  for (const p of payments) {
    const part = p.amount - p.refunded < left ? p.amount - p.refunded : left;
    if (part <= 0n) continue;
    await postOrderRefund(trx, current, sourceOf(order, p), part, op.at, op.ref);
    if (onOutsideRefund && p.provider_ref && (p.method === 'card' || p.method === 'thirdparty')) {
      const key = `refund:${p.id}:${p.refunded + part}`;
      await onOutsideRefund(trx, {
        method: p.method,
        providerRef: p.provider_ref,
        amountMinor: part,
        key,
      });
    }
    const refunded = p.refunded + part;
    await updatePayment(trx, p.id, {
      refunded,
      status: refunded === p.amount ? 'refunded' : 'partiallyRefunded',
      updated_at: op.at,
    });
    current = { ...current, refunded_amount: current.refunded_amount + part };
    left -= part;
  }
  const bv = refundBv(order.bv, order.paid_amount, order.refunded_amount, wanted);
  await insertRefund(trx, {
    order_id: order.id,
    amount: wanted,
    bv,
    reason: op.reason ?? '',
    created_by: op.ref,
    created_at: op.at,
  });
  // trees: the BV taken back counts negative in the refund's cycle
  await publishOrderVolume(trx, 'orderRefunded', {
    memberId: order.member_id,
    paidAt: op.at,
    platform: order.platform,
    orderType: order.order_type,
    bvHundredths: -bv,
    orderNo: order.order_no,
    refundedBvBefore: order.refunded_bv,
  });
  const whole = current.refunded_amount === order.paid_amount;
  const next = await takeStep(
    trx,
    order,
    whole ? 'refund' : 'refundPart',
    { actor: 'operator', ref: op.ref, note: op.reason, at: op.at },
    { refunded_amount: current.refunded_amount, refunded_bv: order.refunded_bv + bv },
  );
  await noticeOrder(trx, next, 'orderRefunded', op.at, { amount: wanted });
  return next;
}
