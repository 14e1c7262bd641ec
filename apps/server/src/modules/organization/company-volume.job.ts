import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { refreshOpenCycleVolume } from './company-volume.service.js';

/**
 * Every five minutes: the open cycle's volume per company for the console's home, so a home
 * load reads one row per company. The queue runs a cron job once per period however many
 * servers keep the schedule, and a run replaces the stored figures whole, so a second run only
 * refreshes them.
 */
export const openCycleVolumeJob = defineJob({
  name: 'open_cycle_volume',
  payload: z.object({}),
  cron: '*/5 * * * *',
  // a missed run is taken by the next one five minutes later
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
  async handler(deps) {
    await refreshOpenCycleVolume(deps.db, deps.now());
  },
});
