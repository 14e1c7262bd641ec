import type { z } from 'zod';
import type { AppDeps } from '../deps.js';

/** How a failed run is tried again: `limit` more times, first after `delaySeconds`, doubling. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** One kind of background work: its queue name, payload schema, handler and optional schedule. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** the queue name: letters, digits and underscores */
  name: string;
  payload: S;
  // method syntax: a job of a narrower payload still fits the registry's list of all jobs
  handler(deps: AppDeps, payload: z.output<S>): Promise<void>;
  /** a 5-field cron expression in UTC; the job then runs once per period across all workers */
  cron?: string;
  retry?: RetryPolicy;
  /** a run still going after this long counts as failed and is retried */
  expireInSeconds?: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };

/** Declares a job, inferring the payload type from its schema. */
export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}
