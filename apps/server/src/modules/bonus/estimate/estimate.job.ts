import { z } from 'zod';
import { defineJob } from '../../../jobs/job.js';
import { runAllEstimates } from './estimate.service.js';

/**
 * Every 24 hours (spec "Business constants and limits"), at 02:40 business time (18:40 UTC), outside the Monday close
 * (00:10): the estimate of every company. The queue runs a cron job once per period however
 * many servers keep the schedule, and a run replaces the stored estimate whole, so a second
 * run only refreshes it.
 */
export const bonusEstimateJob = defineJob({
  name: 'bonus_estimate',
  payload: z.object({}),
  cron: '40 18 * * *',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  expireInSeconds: 3600,
  async handler(deps) {
    for (const o of await runAllEstimates(deps.db, deps.now())) {
      deps.jobs.log('bonus estimate', { ...o, cycles: o.cycles.join(',') });
    }
  },
});
