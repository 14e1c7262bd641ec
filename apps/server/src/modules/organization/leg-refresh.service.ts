import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { changedLegs, legTotals } from './leg-totals.js';
import { markRefreshed, readLegInputs, readStoredLegs, writeLegs } from './leg.repository.js';
import { clearMarks, dirtyLegs, readMarks } from './volume.repository.js';

/**
 * Recomputes one company's leg totals of a cycle from the members' own volumes and writes the
 * rows that changed, inside the caller's transaction. The cycle's marks are read first and
 * only they are cleared: the volumes read after them include every change they stand for
 * (read committed: each statement sees what committed before it), and a payment that commits
 * later leaves a mark of its own for the next refresh.
 */
export async function refreshLegsIn(trx: Db, companyCode: string, cycle: string, now: Date) {
  const marks = await readMarks(trx, companyCode, cycle);
  const [inputs, stored] = await Promise.all([
    readLegInputs(trx, companyCode, cycle),
    readStoredLegs(trx, companyCode, cycle),
  ]);
  const changed = changedLegs(legTotals(inputs), stored);
  await writeLegs(trx, cycle, changed, now);
  await markRefreshed(trx, companyCode, cycle, now);
  await clearMarks(trx, marks);
  return { members: inputs.length, written: changed.length };
}

/** The same in a transaction of its own (readers see the old totals or the new ones). */
export function refreshLegs(db: Db, companyCode: string, cycle: string, now: Date) {
  return inTransaction(db, (trx) => refreshLegsIn(trx, companyCode, cycle, now));
}

/** Refreshes every company and cycle whose volumes changed since its last refresh. */
export async function refreshDirtyLegs(db: Db, now: Date) {
  const done: Array<{ companyCode: string; cycle: string; written: number }> = [];
  for (const mark of await dirtyLegs(db)) {
    const result = await refreshLegs(db, mark.company_code, mark.cycle, now);
    done.push({ companyCode: mark.company_code, cycle: mark.cycle, written: result.written });
  }
  return done;
}
