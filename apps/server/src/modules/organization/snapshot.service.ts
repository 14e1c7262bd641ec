import type { Db } from '../../db/client.js';
import { refreshLegsIn } from './leg-refresh.service.js';
import {
  insertClose,
  updateSnapshotAwards,
  writeSnapshot,
  type SnapshotAwards,
} from './snapshot.repository.js';

/**
 * The tree part of a cycle close: final leg totals, then one snapshot row per member. Called by
 * the cycle close (in its transaction, after the cycle is locked); a second call changes nothing.
 */
export async function snapshotTreeCycle(trx: Db, companyCode: string, cycle: string, at: Date) {
  if (!(await insertClose(trx, companyCode, cycle, at))) return false;
  await refreshLegsIn(trx, companyCode, cycle, at);
  await writeSnapshot(trx, companyCode, cycle);
  return true;
}

/**
 * The bonus close's part of the snapshot (issue 14): each member's activity, paid-as and highest
 * award and carries as the close computed them, on the rows `snapshotTreeCycle` wrote.
 */
export async function recordSnapshotAwards(
  trx: Db,
  companyCode: string,
  cycle: string,
  rows: readonly SnapshotAwards[],
) {
  await updateSnapshotAwards(trx, companyCode, cycle, rows);
}
export type { SnapshotAwards };
