import { UNPAID_ORDER_STATUSES, type Locale, type OrderDetail } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { findExpiredOrderIds } from './order-write.repository.js';
import { detailOf, ownOrder } from './order-query.service.js';
import { lockOrder, takeStep } from './order-state.service.js';

/** `cancelOrder`: the member's own unpaid order is cancelled and its stock given back. */
export async function cancelOrder(
  deps: DbClockDeps,
  member: MemberContext,
  orderNo: string,
  _locale: Locale,
): Promise<OrderDetail> {
  const found = await ownOrder(deps.db, member, orderNo);
  const at = deps.now();
  await inTransaction(deps.db, async (trx) => {
    const order = await lockOrder(trx, found.id);
    if (!UNPAID_ORDER_STATUSES.includes(order.status)) throw new AppError('orderNotCancellable');
    await takeStep(trx, order, 'cancel', { actor: 'member', ref: `member:${member.memberId}`, at });
  });
  return detailOf(deps.db, await ownOrder(deps.db, member, orderNo), deps.now());
}

/**
 * Expires unpaid orders whose time is up, each in its own transaction under its row lock: an
 * order paid or cancelled meanwhile is skipped, and the reservation release gives stock back
 * once however often this runs (docs/orders.md, "Expiry"). Answers how many expired.
 */
export async function expireOrders(db: Db, now: Date, batch = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await findExpiredOrderIds(db, now, batch);
    for (const { id } of due) {
      const done = await inTransaction(db, async (trx) => {
        const order = await lockOrder(trx, id);
        if (!UNPAID_ORDER_STATUSES.includes(order.status)) return false;
        if (!order.expires_at || order.expires_at > now) return false;
        await takeStep(trx, order, 'expire', { actor: 'system', ref: 'system:expiry', at: now });
        return true;
      });
      if (done) expired++;
    }
    if (due.length < batch) return expired;
  }
}
