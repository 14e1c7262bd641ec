import type { RankCard } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { DEFAULT_PLAN } from '../engine/index.js';
import { findMemberEstimateFacts, findRun } from '../estimate/index.js';
import { findMemberMainBv } from './rank.repository.js';
import { mustRebuyBv, nextAwardRequirements, NO_FACTS, type RankFacts } from './rank-card.js';

const DAY_MS = 86_400_000;

/**
 * The rank report card: rank, paid-as and highest award and the next award's requirements
 * from the open cycle's facts as the daily estimate computed them; activity and
 * `mustRebuyBV4Active` from the member's orders of the last 30 days, now.
 */
export async function getRankCard(deps: AppDeps, member: MemberContext): Promise<RankCard> {
  const plan = DEFAULT_PLAN;
  const now = deps.now();
  const from = new Date(now.getTime() - plan.activeWindowDays * DAY_MS);
  const [row, run, pbv30] = await Promise.all([
    findMemberEstimateFacts(deps.db, member.memberId),
    findRun(deps.db, member.companyCode),
    findMemberMainBv(deps.db, member.memberId, from, now),
  ]);
  const missing = mustRebuyBv(pbv30, plan);
  const active = member.status === 10 && missing === 0;
  const facts: RankFacts = row
    ? {
        rankCode: row.rank_code,
        active,
        paidAsAward: row.paid_as_award,
        leftBvH: BigInt(row.left_bv),
        rightBvH: BigInt(row.right_bv),
        sponsoredLeft: row.sponsored_left,
        sponsoredRight: row.sponsored_right,
      }
    : { ...NO_FACTS, active };
  return {
    cycle: row?.cycle ?? null,
    computedAt: run ? run.computed_at.toISOString() : null,
    rank: facts.rankCode,
    paidAsAward: facts.paidAsAward,
    highestAward: row?.highest_award ?? '00',
    active,
    mustRebuyBV4Active: missing,
    ...nextAwardRequirements(facts, plan),
  };
}
