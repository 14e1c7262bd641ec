import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { flushVacationPoints } from './vacation.service.js';

/**
 * Daily at 00:50 business time (16:50 UTC): flush the points of members whose last paid order
 * is more than 6 months old (spec "Business constants and limits"). Once per period across servers (pg-boss), and a second
 * run finds nothing left to flush.
 */
export const vacationFlushJob = defineJob({
  name: 'vacation_point_flush',
  payload: z.object({}),
  cron: '50 16 * * *',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  expireInSeconds: 3600,
  async handler(deps) {
    const flushed = await flushVacationPoints(deps.db, deps.now());
    deps.jobs.log('vacation points flushed', { members: flushed });
  },
});
