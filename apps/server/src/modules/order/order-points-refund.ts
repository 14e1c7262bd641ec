import { ORDER_STATUS } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { publish } from '../../lib/events/index.js';
import { takeStep } from './order-state.service.js';
import type { OrderRow } from './order-view.js';

/**
 * The operator's refund of an order paid in points (a points-shop exchange, order type 70), on
 * the locked order. No money moved, so none goes back and no `order_refund` row is written (it
 * records money and BV, of which the order has none); the order becomes refunded on its
 * timeline, and the points shop, hearing `pointsOrderRefunded` in this transaction, gives the
 * points back through the vacation door. Whole only: there is no amount to refund part of, so
 * `--amount` is refused, and so is a second refund (`refundTooLarge`, as a money order with
 * nothing left to refund). Stock stays as a money refund leaves it (docs/orders.md).
 */
export async function refundPointsOrder(
  trx: Trx,
  order: OrderRow,
  op: { ref: string; reason: string | null; at: Date },
  amount: bigint | undefined,
): Promise<OrderRow> {
  if (amount !== undefined || order.status === ORDER_STATUS.refunded) {
    throw new AppError('refundTooLarge');
  }
  const next = await takeStep(trx, order, 'refund', {
    actor: 'operator',
    ref: op.ref,
    note: op.reason,
    at: op.at,
  });
  await publish(trx, 'pointsOrderRefunded', {
    orderId: order.id,
    orderNo: order.order_no,
    memberId: order.member_id,
    companyCode: order.company_code,
    orderType: order.order_type,
    at: op.at,
  });
  return next;
}
