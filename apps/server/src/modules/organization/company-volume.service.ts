import { cycleOf } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { storeCycleVolume, storedCycleVolume } from './company-volume.repository.js';

/**
 * The job's run: the open cycle's volume of every company, summed and stored in one statement
 * (the whole week's volume rows read once per run, not once per home load).
 */
export async function refreshOpenCycleVolume(db: Db, at: Date) {
  const cycle = cycleOf(at);
  const rows = await storeCycleVolume(db, cycle, at);
  return { cycle, companies: rows.length };
}

/**
 * The open cycle's volume so far per company for the console's home, BV in hundredths, as the
 * job last stored it (`asOf`: the oldest of the rows read). A company with no row for the cycle
 * yet (a fresh start, the first minutes of a new cycle) is summed here once and stored, so the
 * first load shows a figure and the next ones read it. Companies nobody bought from are left
 * out, as the live sum leaves them out.
 */
export async function openCycleVolumeAsStored(db: Db, at: Date, companies?: readonly string[]) {
  const cycle = cycleOf(at);
  let rows = await storedCycleVolume(db, cycle, companies);
  const missing = rows.filter((r) => r.computed_at === null).map((r) => r.company_code);
  if (missing.length) {
    await storeCycleVolume(db, cycle, at, missing);
    // read again: a job's run that crossed this one may have stored a later figure
    rows = await storedCycleVolume(db, cycle, companies);
  }
  const times = rows.flatMap((r) => (r.computed_at ? [new Date(r.computed_at).getTime()] : []));
  return {
    cycle,
    asOf: times.length ? new Date(Math.min(...times)) : null,
    companies: rows
      .filter((r) => (r.buyers ?? 0) > 0)
      .map((r) => ({
        companyCode: r.company_code,
        bvHundredths: BigInt(r.bv ?? 0),
        buyers: Number(r.buyers),
      })),
  };
}
