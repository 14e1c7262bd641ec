import { formatMinor, type TreeNode, type TreeRow } from '@portal/contract';
import type { NodeRow } from './tree.repository.js';
import type { ListRow } from './tree-list.repository.js';

/** BV hundredths (a bigint's text) as an exact decimal string: '12345' → '123.45'. */
const bv = (hundredths: string | null) => formatMinor(BigInt(hundredths ?? '0'), 2);
const bvOrNull = (hundredths: string | null) => (hundredths === null ? null : bv(hundredths));

export function toTreeNode(row: NodeRow, shownChildren: number): TreeNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    side: row.side,
    level: row.level,
    loginName: row.login_name,
    name: row.user_name,
    rank: row.rank_code,
    paidAsAward: row.paid_as_award,
    highestAward: row.highest_award,
    status: row.status,
    active: row.active ?? false,
    joinedAt: row.created_at.toISOString(),
    pbv: bv(row.pbv),
    leftBv: bv(row.left_bv),
    rightBv: bv(row.right_bv),
    leftCount: row.left_count ?? 0,
    rightCount: row.right_count ?? 0,
    carryLeft: bvOrNull(row.carry_left),
    carryRight: bvOrNull(row.carry_right),
    childCount: row.child_count,
    shownChildren,
  };
}

export function toTreeRow(row: ListRow): TreeRow {
  return {
    id: row.id,
    loginName: row.login_name,
    name: row.user_name,
    rank: row.rank_code,
    status: row.status,
    side: row.placement_side,
    depth: row.depth,
    sponsorLogin: row.sponsor_login,
    joinedAt: row.created_at.toISOString(),
  };
}
