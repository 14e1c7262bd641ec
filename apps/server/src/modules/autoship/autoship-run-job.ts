import { z } from 'zod';

/**
 * The run job's name and payload (the job itself is the autoship run flow's,
 * flows/autoship-run.job.ts): the operator's `autoship:run` queues it by these.
 */
export const AUTOSHIP_RUN_JOB = 'autoship_run';

export const autoshipRunPayload = z.object({
  /** the business day to run (default: today in UTC+8) */
  date: z.iso.date().optional(),
  /** 'job', or 'operator:<name>' (the audit of `autoship:run`) */
  by: z.string().default('job'),
});
