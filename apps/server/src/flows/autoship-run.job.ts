import { businessDay } from '@portal/contract';
import { defineJob } from '../jobs/job.js';
import { AUTOSHIP_RUN_JOB, autoshipRunPayload } from '../modules/autoship/index.js';
import { runAutoships } from './autoship-run.flow.js';

/**
 * Every hour (and when an operator queues it for a date): claims each due autoship period once
 * and works the open runs (docs/autoship.md, "Runs"). Running it twice, or on several servers,
 * claims nothing twice: the period is unique per autoship, and each charge has its key.
 */
export const autoshipRunJob = defineJob({
  name: AUTOSHIP_RUN_JOB,
  payload: autoshipRunPayload,
  cron: '5 * * * *',
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  async handler(deps, payload) {
    const day = payload.date ?? businessDay(deps.now());
    const report = await runAutoships(deps, day, payload.by);
    deps.jobs.log('autoship run', { day, by: payload.by, ...report });
  },
});
