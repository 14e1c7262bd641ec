import type { TreeExtreme, TreeExtremeQuery } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { readExtreme } from './tree-extreme.repository.js';

/**
 * The bottom of the outermost left or right leg below a node of the member's placement downline
 * (default: the member), where the plan places new enrolees of that side. A start outside the
 * downline, of another company or missing answers the same `treeNodeNotFound`.
 */
export async function getPlacementExtreme(
  deps: DbDeps,
  auth: MemberContext,
  query: TreeExtremeQuery,
): Promise<TreeExtreme> {
  const found = await readExtreme(deps.db, {
    viewerId: auth.memberId,
    startId: query.root ?? auth.memberId,
    side: query.side,
  });
  if (!found) throw new AppError('treeNodeNotFound');
  return { id: found.id, depth: found.depth };
}
