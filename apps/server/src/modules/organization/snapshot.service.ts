import type { Db } from '../../db/client.js';
import { refreshLegsIn } from './leg-refresh.service.js';
import {
  insertClose,
  NO_FACTS,
  writeSnapshot,
  type SnapshotFacts,
  type SnapshotTree,
} from './snapshot.repository.js';
import { forgetMarks } from './volume.repository.js';

/**
 * The tree part of a cycle close: one snapshot row per member, with the bonus close's activity,
 * awards, carries and tree facts (rank, status, PBV, legs) where it gives them.
 * Without the close's tree facts, the company's leg totals are refreshed from the volume rows
 * first; with them, the cycle's leg marks are dropped instead: a closed cycle's facts are read from its snapshot, never from
 * `tree_leg_volume`, so refreshing its leg rows would be work nobody reads (docs/trees.md).
 * Without awards, activity and awards come from the member row and carries are null. Called by
 * the cycle close in its transaction, after the cycle is locked; a second call changes nothing.
 */
export async function snapshotTreeCycle(
  trx: Db,
  companyCode: string,
  cycle: string,
  at: Date,
  facts: SnapshotFacts = NO_FACTS,
) {
  if (!(await insertClose(trx, companyCode, cycle, at))) return false;
  if (facts.tree) await forgetMarks(trx, companyCode, cycle);
  else await refreshLegsIn(trx, companyCode, cycle, at);
  await writeSnapshot(trx, companyCode, cycle, facts);
  return true;
}
export type { SnapshotFacts, SnapshotTree };
