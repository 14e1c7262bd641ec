import { z } from 'zod';
import { defineJob } from '../../../jobs/job.js';
import { companiesClosedByReview } from '../../company/index.js';
import { cycleName, cycleOf } from '../engine/index.js';
import { CloseError } from './close-compute.js';
import { findCompanyCodes } from './close-read.repository.js';
import { closeCycle } from './close.service.js';

/**
 * Monday 00:10 business time (UTC+8), i.e. Sunday 16:10 UTC: close, for every company, the
 * cycle that just ended. The queue runs a cron job once per period across servers, and the
 * close itself holds the cycle's row, so even a second run changes nothing. A company whose
 * settings say its cycles close by review is left to the console (preview, a second operator's
 * audit, lock, close): the job only says so in its log.
 */
export const bonusCloseJob = defineJob({
  name: 'bonus_cycle_close',
  payload: z.object({}),
  cron: '10 16 * * 0',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
  // a second close changes nothing: a worker killed mid-close has its run taken up at once
  rerunLeftActive: true,
  async handler(deps) {
    const now = deps.now();
    const cycle = cycleName(cycleOf(now.getTime()) - 1);
    const reviewed = new Set(await companiesClosedByReview(deps.db));
    for (const company of await findCompanyCodes(deps.db)) {
      if (reviewed.has(company)) {
        deps.jobs.log('bonus cycle close left for review', { company, cycle });
        continue;
      }
      try {
        let ms: Record<string, number> | undefined;
        const o = await closeCycle(deps.db, company, cycle, now, 'system:bonus_cycle_close', {
          onPhases: (phases) => (ms = phases),
          jobs: deps.jobs,
        });
        deps.jobs.log('bonus cycle close', { company, cycle, changed: o.changed, ms });
      } catch (e) {
        // a company whose earlier cycle is still open waits for its operator (bonus:close)
        if (!(e instanceof CloseError)) throw e;
        deps.jobs.log('bonus cycle close refused', { company, cycle, reason: e.message });
      }
    }
  },
});
