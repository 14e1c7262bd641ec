import { MUST_REBUY_BV_START, type MemberInfo } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { infoStandingOf } from '../organization/index.js';

/**
 * Member info as every page shows it: the rank, status and `mustRebuyBV4Active` of the standing
 * service (the rank card, the trees and the bonus report read the same), not the member row's
 * stored figure, which an order leaving the 30-day window would make stale.
 */
export async function withStanding<T extends MemberInfo>(db: Db, info: T, now: Date): Promise<T> {
  // only the figures member info carries, by the standing service's rules
  const standing = await infoStandingOf(db, info.memberId, now);
  if (!standing) return info;
  return {
    ...info,
    status: standing.status,
    rankCode: standing.rank,
    mustRebuyBV4Active: Number(standing.mustRebuyBV4Active ?? MUST_REBUY_BV_START),
  };
}
