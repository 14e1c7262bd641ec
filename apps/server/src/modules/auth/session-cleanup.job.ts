import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { deleteSessionsEndedBefore } from './session.repository.js';

/** Ended sessions are kept this long (support can still see a recent sign-in), then deleted. */
export const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/** Nightly: deletes sessions that expired, were revoked or went idle over 30 days ago. */
export const sessionCleanupJob = defineJob({
  name: 'session_cleanup',
  payload: z.object({}),
  cron: '17 3 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(deps) {
    const before = new Date(deps.now().getTime() - SESSION_RETENTION_MS);
    const deleted = await deleteSessionsEndedBefore(deps.db, before);
    if (deleted) deps.jobs.log('ended sessions deleted', { deleted });
  },
});
