import type { Db } from '../../db/client.js';
import { deleteOwnLines } from './cart.repository.js';

/**
 * Removes the member's cart lines an order was placed from (`db` is the order's transaction,
 * so a rolled-back order keeps its cart). Ids of other members' lines are simply not found.
 */
export async function removeOrderedLines(db: Db, memberId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await deleteOwnLines(db, memberId, [...new Set(ids)]);
}
