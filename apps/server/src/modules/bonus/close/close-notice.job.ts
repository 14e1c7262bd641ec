import { z } from 'zod';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/job.js';
import { sendCloseNotices } from './close-notice.js';

/**
 * The notices of a committed close (queued in the close's transaction, so it exists exactly
 * when the close committed). All in one transaction that also marks the cycle's notices sent
 * under its row lock: a run that fails writes nothing and is tried again (five times, from a
 * minute on, doubling); a second run, or one re-queued after a worker died, finds them sent
 * and writes nothing.
 */
export const bonusCloseNoticesJob = defineJob({
  name: 'bonus_close_notices',
  payload: z.object({ company: z.string().min(1), cycle: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 1_800,
  rerunLeftActive: true,
  async handler(deps, { company, cycle }) {
    const started = performance.now();
    const sent = await inTransaction(deps.db, (trx) =>
      sendCloseNotices(trx, company, cycle, deps.now()),
    );
    const ms = Math.round(performance.now() - started);
    deps.jobs.log('bonus close notices', { company, cycle, sent, ms });
  },
});
