import type { PointsHistoryPage, PointsHistoryQuery, PointsView } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { pointsOf, pointsPage } from '../points/index.js';

/** The member's reward points balance: the sum of every entry, never of one page. */
export async function memberPoints(deps: DbDeps, member: MemberContext): Promise<PointsView> {
  return { balance: Number(await pointsOf(deps.db, member.memberId)) };
}

/** One page of the member's reward points entries, newest first. */
export async function memberPointsHistory(
  deps: DbDeps,
  member: MemberContext,
  query: PointsHistoryQuery,
): Promise<PointsHistoryPage> {
  const { pageNum, pageSize } = query;
  const { entries, total } = await pointsPage(
    deps.db,
    member.memberId,
    pageSize,
    (pageNum - 1) * pageSize,
  );
  return {
    list: entries.map((e) => ({
      id: e.id.toString(),
      kind: e.kind,
      points: Number(e.points),
      memo: e.memo,
      at: e.created_at.toISOString(),
    })),
    total,
    pageNum,
    pageSize,
  };
}
