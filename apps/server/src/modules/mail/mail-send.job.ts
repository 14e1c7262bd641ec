import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Sends one outbox row. Retried with back-off (1 min, 2, 4 … for about a day) while the
 * provider refuses or cannot be reached; each try is recorded on the row.
 */
export const mailSendJob = defineJob({
  name: 'mail_send',
  payload: z.object({ outboxId: z.string().regex(/^\d+$/) }),
  retry: { limit: 10, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  handler: (deps, { outboxId }) => deps.mailer.deliver(BigInt(outboxId)),
});
