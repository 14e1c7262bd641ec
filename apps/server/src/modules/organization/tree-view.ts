import { heldRank, type TreeNode, type TreeRow } from '@portal/contract';
import type { StandingFacts } from './standing/standing.service.js';
import type { NodeRow } from './tree.repository.js';
import type { ListRow } from './tree-list.repository.js';

/** A card: who the member is and where, with the standing service's facts of the member. */
export function toTreeNode(row: NodeRow, facts: StandingFacts, shownChildren: number): TreeNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    side: row.side,
    level: row.level,
    loginName: row.login_name,
    name: row.user_name,
    rank: facts.rank,
    paidAsAward: facts.paidAsAward,
    highestAward: facts.highestAward,
    status: facts.status,
    active: facts.active,
    joinedAt: row.created_at.toISOString(),
    pbv: facts.pbv,
    leftBv: facts.leftBv,
    rightBv: facts.rightBv,
    leftCount: facts.leftCount,
    rightCount: facts.rightCount,
    carryLeft: facts.carryLeft,
    carryRight: facts.carryRight,
    childCount: row.child_count,
    shownChildren,
  };
}

export function toTreeRow(row: ListRow): TreeRow {
  return {
    id: row.id,
    loginName: row.login_name,
    name: row.user_name,
    rank: heldRank(row.member_type, row.rank_code),
    status: row.status,
    side: row.placement_side,
    depth: row.depth,
    sponsorLogin: row.sponsor_login,
    joinedAt: row.created_at.toISOString(),
  };
}
