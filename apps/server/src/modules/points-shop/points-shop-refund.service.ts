import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { PointsOrderRefund } from '../../lib/events/index.js';
import { noticeMembers } from '../message/index.js';
import { returnVacationPoints } from '../vacation/index.js';
import { markExchangeReturned } from './points-shop.repository.js';

/**
 * Hears `pointsOrderRefunded` in the refund's transaction: the exchange is marked given back
 * and its points return through the vacation door (a `return` entry naming the order), once.
 * An exchange given back already refuses the refund (`refundTooLarge`, as a money order with
 * nothing left to refund), which rolls it back whole. The member is told in the message centre.
 */
export async function returnExchangePoints(trx: Trx, refund: PointsOrderRefund): Promise<void> {
  const exchange = await markExchangeReturned(trx, refund.orderId, refund.at);
  if (!exchange) throw new AppError('refundTooLarge');
  const points = BigInt(exchange.points);
  await returnVacationPoints(trx, exchange.member_id, {
    points,
    at: refund.at,
    orderType: refund.orderType,
    orderNo: refund.orderNo,
  });
  await noticeMembers(trx, refund.at, 'pointsReturned', [
    {
      memberId: exchange.member_id,
      params: { orderNo: refund.orderNo, points: points.toString() },
    },
  ]);
}
