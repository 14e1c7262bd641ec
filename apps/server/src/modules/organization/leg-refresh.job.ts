import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { refreshDirtyLegs } from './leg-refresh.service.js';

/**
 * Every minute: leg totals of the companies and cycles whose volumes changed. Orders only mark
 * their company's cycle (one row), so a payment never walks the ancestors; the totals are at
 * most about a minute plus one refresh behind (docs/trees.md).
 */
export const treeLegRefreshJob = defineJob({
  name: 'tree_leg_refresh',
  payload: z.object({}),
  cron: '* * * * *',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 900,
  async handler(deps) {
    const done = await refreshDirtyLegs(deps.db, deps.now());
    if (done.length) deps.jobs.log('tree legs refreshed', { done });
  },
});
