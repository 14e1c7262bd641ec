import { sessionCleanupJob } from '../modules/auth/index.js';
import { idempotencyCleanupJob } from '../modules/ledger/index.js';
import { mailSendJob } from '../modules/mail/index.js';
import type { JobDefinition } from './job.js';

/**
 * Every job the workers run. A module declares its jobs beside its services (`*.job.ts`), exports them
 * from its face (index.ts) and they are added here; a job with `cron` is scheduled by every worker, and runs once per period.
 */
export const JOBS: readonly JobDefinition[] = [
  mailSendJob,
  sessionCleanupJob,
  idempotencyCleanupJob,
];
