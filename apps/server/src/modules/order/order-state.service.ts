import {
  canTakeOrderStep,
  ORDER_STEPS,
  orderStatusName,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '@portal/contract';
import type { Insertable } from 'kysely';
import type { StatementWrite } from '../../db/statement-write.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { returnStock } from '../catalog/index.js';
import type { NoticeInsert } from '../message/index.js';
import type { ShopOrderTable } from './order.tables.js';
import type { OrderRow } from './order-view.js';
import {
  lockOrderRow,
  orderStepWrites,
  releaseReservations,
  updateOrderWithEvent,
} from './order-write.repository.js';

export interface StepBy {
  actor: OrderActor;
  /** 'member:12', 'operator:alice', 'system:expiry', 'provider:card' */
  ref: string;
  note?: string | null;
  at: Date;
}

/** The order, locked for a change; unknown ids are a caller's bug, never a member's input. */
export async function lockOrder(trx: Trx, orderId: number): Promise<OrderRow> {
  const row = await lockOrderRow(trx, orderId);
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** Which timestamp column a step sets (docs/orders.md). */
const STAMP: Partial<Record<OrderAction, keyof ShopOrderTable>> = {
  pay: 'paid_at',
  ship: 'shipped_at',
  deliver: 'delivered_at',
  cancel: 'closed_at',
  expire: 'closed_at',
  refund: 'refunded_at',
  refundPart: 'refunded_at',
};

/** A paid step's extras: its other pending attempts voided, its notice written. */
interface StepExtras {
  voidPendingPayments?: boolean;
  notice?: NoticeInsert;
}

/** The step judged (refused unless the diagram allows it) and its writes, not yet made. */
function planStep(
  order: OrderRow,
  action: OrderAction,
  by: StepBy,
  changes: Partial<Insertable<ShopOrderTable>>,
  { voidPendingPayments = false, notice }: StepExtras,
) {
  const to: OrderStatus = ORDER_STEPS[action].to;
  if (!canTakeOrderStep(action, order.status, by.actor)) {
    throw new AppError('orderStepRefused', {
      params: { from: orderStatusName(order.status), to: orderStatusName(to) },
    });
  }
  const stamp = STAMP[action];
  const set = { ...changes, status: to, updated_at: by.at, ...(stamp ? { [stamp]: by.at } : {}) };
  const event = {
    order_id: order.id,
    at: by.at,
    actor: by.actor,
    actor_ref: by.ref,
    from_status: order.status,
    to_status: to,
    note: by.note ?? null,
  };
  const also = { voidPendingAt: voidPendingPayments ? by.at : undefined, notice };
  return { set, event, also, next: { ...order, ...set } as OrderRow };
}

/**
 * Takes one step of the state machine on a locked order: refused unless the contract's
 * diagram allows it for this actor; the status, its timestamp and the timeline row are written
 * in one statement, and a step that ends an unpaid order gives its stock back (once: see
 * releaseReservations). `extras` (a paid step): the order's other pending attempts are voided,
 * and its notice written, by the step's own statement.
 */
export async function takeStep(
  trx: Trx,
  order: OrderRow,
  action: OrderAction,
  by: StepBy,
  changes: Partial<Insertable<ShopOrderTable>> = {},
  extras: StepExtras = {},
): Promise<OrderRow> {
  const step = planStep(order, action, by, changes, extras);
  await updateOrderWithEvent(trx, order.id, step.set, step.event, step.also);
  if (ORDER_STEPS[action].effect === 'releaseStock') await releaseStock(trx, order.id, by.at);
  return step.next;
}

/**
 * `takeStep` judged now and written by another statement (the payment's journal carries its
 * writes): for a step that gives no stock back, whose writes need no result of their own.
 */
export function stepWrites(
  order: OrderRow,
  action: OrderAction,
  by: StepBy,
  changes: Partial<Insertable<ShopOrderTable>> = {},
  extras: StepExtras = {},
): { next: OrderRow; writes: StatementWrite[] } {
  if (ORDER_STEPS[action].effect === 'releaseStock') {
    throw new Error(`step ${action} gives stock back: take it with takeStep`);
  }
  const step = planStep(order, action, by, changes, extras);
  return { next: step.next, writes: orderStepWrites(order.id, step.set, step.event, step.also) };
}

/** Gives back whatever of the order's stock is still reserved; a second call gives nothing. */
export async function releaseStock(trx: Trx, orderId: number, at: Date): Promise<number> {
  const released = await releaseReservations(trx, orderId, at);
  await returnStock(
    trx,
    released.map((r) => ({ skuId: r.product_sku_id, qty: r.qty })),
  );
  return released.length;
}
