import type { MemberStanding, RankCard } from '@portal/contract';
import type { DbClockDeps } from '../../../lib/service-deps.js';
import { AppError } from '../../../lib/app-error.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { memberStanding } from '../../organization/index.js';
import { DEFAULT_PLAN } from '../engine/index.js';
import { nextAwardRequirements, rankFactsOf } from './rank-card.js';

/**
 * The rank report card: the member's standing now, from the standing service every other page
 * shows it from (rank, paid-as and highest award, activity and `mustRebuyBV4Active`, this
 * cycle's legs, carries, sponsored actives per leg), and the next award's requirements
 * measured on it. Computed on each call, so it exists from the first start.
 */
export async function getRankCard(deps: DbClockDeps, member: MemberContext): Promise<RankCard> {
  const standing = await memberStanding(deps.db, member.memberId, { at: deps.now() });
  if (!standing) throw new AppError('unauthorized');
  return rankCardOf(standing);
}

/** The card of a standing already read (the dashboard reads the standing once for all tiles). */
export function rankCardOf(standing: MemberStanding): RankCard {
  return { standing, ...nextAwardRequirements(rankFactsOf(standing), DEFAULT_PLAN) };
}
