import type { Db } from '../../db/client.js';
import { refreshLegsIn } from './leg-refresh.service.js';
import {
  insertClose,
  NO_AWARDS,
  writeSnapshot,
  type SnapshotAwards,
} from './snapshot.repository.js';

/**
 * The tree part of a cycle close: final leg totals, then one snapshot row per member, with the
 * bonus close's activity, awards and carries where it gives them (issue 14; without them they
 * start from the member row and are null). Called by the cycle close in its transaction, after
 * the cycle is locked; a second call changes nothing.
 */
export async function snapshotTreeCycle(
  trx: Db,
  companyCode: string,
  cycle: string,
  at: Date,
  awards: SnapshotAwards = NO_AWARDS,
) {
  if (!(await insertClose(trx, companyCode, cycle, at))) return false;
  await refreshLegsIn(trx, companyCode, cycle, at);
  await writeSnapshot(trx, companyCode, cycle, awards);
  return true;
}
export type { SnapshotAwards };
