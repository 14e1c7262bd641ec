import {
  activeUntil,
  ACTIVE_WINDOW_DAYS,
  mustRebuyBv,
  rankProgress,
  type OrderEffects,
  type Platform,
  type RankCode,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { formatBv } from '../catalog/index.js';
import type { MemberContext } from '../../lib/member-context.js';
import { packageBv, paidMainOrdersSince } from './order-read.repository.js';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What an order would change for the member, if paid now (compensation-plan.md): the BV it
 * adds, mustRebuyBV4Active and the active-until date before and after (main platform only),
 * and the rank its package BV reaches (first purchase and upgrade only).
 */
export async function orderEffects(
  db: Db,
  member: MemberContext,
  order: { bv: bigint; platform: Platform; orderType: number },
  now: Date,
): Promise<OrderEffects> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
  const [rows, cumulative] = await Promise.all([
    paidMainOrdersSince(db, member.memberId, since),
    packageBv(db, member.memberId),
  ]);
  const before = rows.map((r) => ({ bv: r.net_bv, paidAt: r.paid_at! }));
  const countsForPbv = order.platform === 'bzz';
  const after = countsForPbv ? [...before, { bv: order.bv, paidAt: now }] : before;
  // the status this order would have: a paid order does not change it here (the engine does)
  const status = member.status;
  const packageAdded = order.orderType === 10 || order.orderType === 20 ? order.bv : 0n;
  const rank = rankProgress(
    member.info.rankCode as RankCode,
    cumulative,
    packageAdded,
    member.info.memberType,
  );
  return {
    bvAdded: formatBv(order.bv),
    countsForPbv,
    mustRebuyBV4ActiveBefore: formatBv(mustRebuyBv(before, now, status)),
    mustRebuyBV4ActiveAfter: formatBv(mustRebuyBv(after, now, status)),
    activeUntilBefore: iso(activeUntil(before, now, status)),
    activeUntilAfter: iso(activeUntil(after, now, status)),
    rank: {
      before: rank.before,
      after: rank.after,
      next: rank.next,
      bvToNext: rank.bvToNext === null ? null : formatBv(rank.bvToNext),
    },
  };
}
