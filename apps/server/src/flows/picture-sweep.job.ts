import { z } from 'zod';
import { defineJob } from '../jobs/job.js';
import { sweepUnnamedPictures } from './picture-sweep.flow.js';

/**
 * Daily at 03:30 UTC: the uploaded pictures no row names any more are deleted once two sweeps a
 * day apart found them unnamed (picture-sweep.flow.ts). The queue runs a cron job once per
 * period across servers; a run that fails half way is simply run again (a file already deleted
 * is no error, and what was noted stays noted).
 */
export const pictureSweepJob = defineJob({
  name: 'picture_sweep',
  payload: z.object({}),
  cron: '30 3 * * *',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  expireInSeconds: 3600,
  async handler(deps) {
    const { products, news } = await sweepUnnamedPictures(deps);
    deps.jobs.log('picture sweep', { products, news });
  },
});
