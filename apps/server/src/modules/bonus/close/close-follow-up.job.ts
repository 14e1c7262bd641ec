import { z } from 'zod';
import { inTransaction } from '../../../db/transaction.js';
import { defineJob } from '../../../jobs/job.js';
import { followUpClose } from './close-follow-up.js';

/**
 * What follows a committed close (queued in the close's transaction, so it exists exactly when
 * the close committed): the ranks on the member rows, then the notices. All in one transaction
 * that also marks the cycle followed up under its row lock: a run that fails changes nothing
 * and is tried again (five times, from a minute on, doubling; the company's next close does it
 * too if it is still to do); a second run, or one re-queued after a worker died, finds it done
 * and changes nothing.
 */
export const bonusCloseFollowUpJob = defineJob({
  name: 'bonus_close_follow_up',
  payload: z.object({ company: z.string().min(1), cycle: z.string().min(1) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 1_800,
  rerunLeftActive: true,
  async handler(deps, { company, cycle }) {
    const started = performance.now();
    const done = await inTransaction(deps.db, (trx) =>
      followUpClose(trx, company, cycle, deps.now()),
    );
    const ms = Math.round(performance.now() - started);
    deps.jobs.log('bonus close follow-up', { company, cycle, done, ms });
  },
});
