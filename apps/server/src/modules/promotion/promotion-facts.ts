import type { Goal, PromotionKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { paidOrderVolumesBetween } from '../order/index.js';
import { sponsoredJoinsBetween } from '../registration/index.js';
import { windowOf, type GoalFacts } from './promotion-rules.js';

/** One order as a refund would leave it: its BV less what is taken back, or gone when whole. */
export interface RefundedOrder {
  orderNo: string;
  bvTakenBack: bigint;
  whole: boolean;
}

/**
 * Reads what a promotion counts for a member, through the order and registration faces:
 * the net BV of each order paid in the window, and (only when the goal needs it) the members
 * they personally sponsored who joined in it; with `refunded`, as if that refund were made
 * (a whole refund leaves the order out, as the paid statuses do once it is refunded).
 */
export async function factsOf(
  db: Db,
  memberId: number,
  promo: { kind: PromotionKind; starts_on: string; ends_on: string },
  goal: Goal | null,
  refunded?: RefundedOrder,
): Promise<GoalFacts> {
  const { from, to } = windowOf(promo.starts_on, promo.ends_on);
  const [orders, sponsoredJoins] = await Promise.all([
    goal?.metric === 'newSponsored' ? [] : paidOrderVolumesBetween(db, memberId, from, to),
    goal?.metric === 'newSponsored' ? sponsoredJoinsBetween(db, memberId, from, to) : 0,
  ]);
  const left = refunded
    ? orders
        .filter((o) => !(refunded.whole && o.orderNo === refunded.orderNo))
        .map((o) =>
          o.orderNo === refunded.orderNo ? { ...o, netBv: o.netBv - refunded.bvTakenBack } : o,
        )
    : orders;
  return { orderBv: left.map((o) => o.netBv), sponsoredJoins };
}
