import { sessionCleanupJob } from '../modules/auth/session-cleanup.job.js';
import { idempotencyCleanupJob } from '../modules/ledger/idempotency-cleanup.job.js';
import { mailSendJob } from '../modules/mail/mail-send.job.js';
import type { JobDefinition } from './job.js';

/**
 * Every job the workers run. A module declares its jobs beside its services (`*.job.ts`) and
 * adds them here; a job with `cron` is scheduled by every worker, and runs once per period.
 */
export const JOBS: readonly JobDefinition[] = [
  mailSendJob,
  sessionCleanupJob,
  idempotencyCleanupJob,
];
