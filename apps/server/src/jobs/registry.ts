import { MODULES } from '../app-modules/index.js';
import { inRegistrationOrder, JOB_ORDER } from '../app-modules/registration-order.js';
import type { JobDefinition } from './job.js';

/**
 * Every job the workers run: each module declares its jobs beside its services (`*.job.ts`) and
 * lists them in its descriptor (`<d>.module.ts`). A job with `cron` is scheduled by every
 * worker, and runs once per period.
 */
export const JOBS: readonly JobDefinition[] = inRegistrationOrder(
  'job',
  MODULES.flatMap((module) => module.jobs ?? []),
  (job) => job.name,
  JOB_ORDER,
);
