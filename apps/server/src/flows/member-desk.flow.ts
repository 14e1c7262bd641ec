import type { OperatorContext } from '../lib/console-policy.js';
import type { DbClockDeps } from '../lib/service-deps.js';
import { latestAuditOf } from '../modules/audit/index.js';
import { memberDetail } from '../modules/member/index.js';
import { latestMessagesTo } from '../modules/message/index.js';
import { memberStanding } from '../modules/organization/index.js';

/**
 * The console's member page: the member module's own record (its face checks the operator's
 * permission and company first, so the reads after it are of a member the operator may see) with
 * what other modules keep of the member, which the member module cannot ask itself (they read
 * member): the awards and the placement legs' member counts of the open cycle (organization: the
 * leg totals the tree keeps up to date, one row, never a walk of the legs), the latest messages
 * written to the member (message) and the latest audit entries about them (audit).
 */
export async function memberDeskPage(deps: DbClockDeps, operator: OperatorContext, id: number) {
  const detail = await memberDetail(deps, operator, id);
  const [standing, recentMessages, auditEntries] = await Promise.all([
    memberStanding(deps.db, id, { at: deps.now() }),
    latestMessagesTo(deps, id),
    latestAuditOf(deps, `member:${id}`),
  ]);
  return {
    ...detail,
    awards: standing ? { paidAs: standing.paidAsAward, highest: standing.highestAward } : null,
    recentMessages,
    auditEntries,
    downline: {
      ...detail.downline,
      placementLeft: standing?.leftCount ?? 0,
      placementRight: standing?.rightCount ?? 0,
    },
  };
}
