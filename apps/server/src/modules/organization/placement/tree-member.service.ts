import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import { treeMemberById as readTreeMember, type TreeMember } from './placement.repository.js';

export type { TreeMember };

/**
 * A member as placement sees them (sponsor, placement parent and path), read in the caller's
 * transaction: registration places the new member under this row in the same commit.
 */
export function treeMemberById(db: Db | Trx, id: number): Promise<TreeMember | undefined> {
  return readTreeMember(db, id);
}
