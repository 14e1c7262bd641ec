import type { z } from 'zod';
import type { AppDeps } from '../deps.js';
import type { JobDefinition as JobDefinitionFor, RetryPolicy } from '../lib/ports/index.js';

export type { RetryPolicy };

/** One kind of background work, its handler taking the app's dependencies (lib/ports). */
export type JobDefinition<S extends z.ZodType = z.ZodType> = JobDefinitionFor<S, AppDeps>;

export const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };

/** Declares a job, inferring the payload type from its schema. */
export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}
