import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { preflightAutoships } from './autoship-preflight.service.js';

/**
 * Every hour: each active autoship whose run is 3 days away is checked once for what would
 * fail, and the member is told the fix (docs/autoship.md, "Pre-flight"). Once per period
 * however often it runs, on however many servers: the pre-flight row is unique per run date.
 */
export const autoshipPreflightJob = defineJob({
  name: 'autoship_preflight',
  payload: z.object({}),
  cron: '20 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  async handler(deps) {
    const told = await preflightAutoships(deps);
    if (told) deps.jobs.log('autoship pre-flight notices sent', { told });
  },
});
