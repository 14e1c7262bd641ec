import type { DashboardSummary } from '@portal/contract';
import type { DbClockDeps } from '../lib/service-deps.js';
import { AppError } from '../lib/app-error.js';
import type { MemberContext } from '../lib/member-context.js';
import { memberEstimate, rankCardOf, recentBonusCycles } from '../modules/bonus/index.js';
import { closedLegVolumes, memberStanding } from '../modules/organization/index.js';
import { memberBalances } from '../modules/wallet/index.js';

/**
 * `GET /bo/dashboard/summary`: the dashboard's first screen in one read. It writes nothing, so
 * it needs no transaction; each part comes from the module face its own call uses (the
 * standing service once, for the tiles and the next award alike; the wallet's balances; the
 * bonus report's last 12 closed cycles; the estimate), so the dashboard never disagrees with
 * the pages those calls feed. Only the signed-in member's own figures: every read takes
 * `auth.memberId`, never an id from the request.
 */
export async function dashboardSummary(
  deps: DbClockDeps,
  auth: MemberContext,
): Promise<DashboardSummary> {
  const now = deps.now();
  const [standing, wallet, bonus, estimate] = await Promise.all([
    memberStanding(deps.db, auth.memberId, { at: now }),
    memberBalances(deps, auth),
    recentBonusCycles(deps, auth),
    memberEstimate(deps, auth, now),
  ]);
  if (!standing) throw new AppError('unauthorized');
  const legs = await closedLegVolumes(
    deps.db,
    auth.memberId,
    bonus.recent.map((c) => c.cycle),
  );
  const open = estimate.computedAt ? estimate.cycles.find((c) => c.open) : undefined;
  return {
    rankCard: rankCardOf(standing),
    wallet,
    currency: bonus.currency,
    minorUnit: bonus.minorUnit,
    estimate:
      open && estimate.computedAt
        ? { cycle: open.cycle, total: open.total, computedAt: estimate.computedAt }
        : null,
    recent: bonus.recent.map((c) => ({
      cycle: c.cycle,
      start: c.start,
      total: c.total,
      leftBv: legs.get(c.cycle)?.leftBv ?? null,
      rightBv: legs.get(c.cycle)?.rightBv ?? null,
    })),
  };
}
