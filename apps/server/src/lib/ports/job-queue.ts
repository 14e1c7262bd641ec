import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';

/*
 * A job's handler and the queue's workers take the app's dependencies, and those dependencies
 * hold the queue. Naming AppDeps here would import deps.ts back into the file deps.ts imports,
 * so the dependencies are a type parameter: src/jobs fills it in with AppDeps.
 */

type Log = (msg: string, extra?: Record<string, unknown>) => void;

/** How a failed run is tried again: `limit` more times, first after `delaySeconds`, doubling. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** One kind of background work: its queue name, payload schema, handler and optional schedule. */
export interface JobDefinition<S extends z.ZodType = z.ZodType, Deps = unknown> {
  /** the queue name: letters, digits and underscores */
  name: string;
  payload: S;
  // method syntax: a job of a narrower payload still fits the registry's list of all jobs
  handler(deps: Deps, payload: z.output<S>): Promise<void>;
  /** a 5-field cron expression in UTC; the job then runs once per period across all workers */
  cron?: string;
  retry?: RetryPolicy;
  /** a run still going after this long counts as failed and is retried */
  expireInSeconds?: number;
  /**
   * A second run beside one still going changes nothing (the bonus close holds its cycle's
   * row and finds it closed). A worker starting then runs again at once what is left active,
   * as a run whose worker died is, instead of waiting for it to expire.
   */
  rerunLeftActive?: boolean;
}

/** The background work queue (pg-boss in src/jobs/job-queue.ts). */
export interface JobQueue<Deps> {
  readonly schema: string;
  /** the process log, for handlers to report what they did */
  readonly log: Log;
  /** the pg-boss instance, for operator commands */
  readonly boss: PgBoss;
  /**
   * Installs or upgrades the queue's tables and creates every job's queue. With `work`, also
   * runs the workers and the schedules in this process.
   */
  start(opts: { work: boolean; deps?: Deps }): Promise<void>;
  /**
   * Adds a job. Pass the transaction doing the work as `db`: the job is then written in it, so
   * it exists exactly when the work committed.
   */
  enqueue<S extends z.ZodType>(
    job: JobDefinition<S, Deps>,
    payload: z.input<S>,
    opts?: { db?: Db },
  ): Promise<string | null>;
  /** Runs every job that is due now, in this process, until none is left; returns how many ran. */
  drain(deps: Deps): Promise<number>;
  /** Stops taking jobs, lets running ones finish (up to `timeoutMs`), then closes its pool. */
  stop(timeoutMs?: number): Promise<void>;
}
