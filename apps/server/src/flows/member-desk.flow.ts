import type { OperatorContext } from '../lib/console-policy.js';
import type { DbClockDeps } from '../lib/service-deps.js';
import { memberDetail } from '../modules/member/index.js';
import { memberStanding } from '../modules/organization/index.js';

/**
 * The console's member page: the member module's own record (its face checks the operator's
 * permission and company first) with the placement legs' member counts of the open cycle from
 * the organization module, which the member module cannot ask itself (organization reads member).
 * The counts are the leg totals the tree keeps up to date, read in one row, never a walk of the legs.
 */
export async function memberDeskPage(deps: DbClockDeps, operator: OperatorContext, id: number) {
  const detail = await memberDetail(deps, operator, id);
  const standing = await memberStanding(deps.db, id, { at: deps.now() });
  return {
    ...detail,
    downline: {
      ...detail.downline,
      placementLeft: standing?.leftCount ?? 0,
      placementRight: standing?.rightCount ?? 0,
    },
  };
}
