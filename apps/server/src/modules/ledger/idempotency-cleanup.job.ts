import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import { deleteAnswersBefore } from './idempotency.repository.js';

/**
 * How long a money request's answer is kept for a retry with the same Idempotency-Key. A
 * client retries within minutes; a week also covers a phone that was offline for days.
 */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 3_600_000;

/** Nightly: forgets idempotency answers older than the retention. */
export const idempotencyCleanupJob = defineJob({
  name: 'idempotency_cleanup',
  payload: z.object({}),
  cron: '37 3 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  async handler(deps) {
    const before = new Date(deps.now().getTime() - IDEMPOTENCY_RETENTION_MS);
    const deleted = await deleteAnswersBefore(deps.db, before);
    if (deleted) deps.jobs.log('old idempotency keys deleted', { deleted });
  },
});
