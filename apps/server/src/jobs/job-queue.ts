import PgBoss from 'pg-boss';
import type { Db } from '../db/client.js';
import { isConnectionError } from '../db/connection-errors.js';
import type { AppDeps } from '../deps.js';
import type { JobQueue as JobQueueFor } from '../lib/ports/index.js';
import { embeddedBossDb, kyselyBossDb } from './boss-db.js';
import { requeueActiveJobs } from './jobs.repository.js';
import { DEFAULT_RETRY, type JobDefinition } from './job.js';

type Log = (msg: string, extra?: Record<string, unknown>) => void;

export interface JobQueueOptions {
  databaseUrl?: string;
  /** the PostgreSQL schema pg-boss keeps its tables in */
  schema: string;
  jobs: readonly JobDefinition[];
  log: Log;
  /** how often an idle worker looks for work */
  pollingIntervalSeconds?: number;
  /** how often schedules are checked (pg-boss's minimum period is still one minute) */
  cronMonitorIntervalSeconds?: number;
  /** how often a due schedule is turned into its job */
  cronWorkerIntervalSeconds?: number;
}

/** The background work queue, its workers taking the app's dependencies (lib/ports). */
export type JobQueue = JobQueueFor<AppDeps>;

/** The pg-boss schema for a database: its own schema beside a test's schema, else `pgboss`. */
export function jobSchemaFor(searchPath?: string): string {
  return searchPath ? `${searchPath}_jobs` : 'pgboss';
}

/**
 * The job queue on pg-boss. On PostgreSQL pg-boss keeps its own small pool; on the embedded
 * database it runs through the one PGlite connection (see boss-db.ts).
 */
export function createJobQueue(db: Db, opts: JobQueueOptions): JobQueue {
  const byName = new Map(opts.jobs.map((job) => [job.name, job]));
  const byoDb = embeddedBossDb(db);
  let boss: PgBoss | undefined;
  let started = false;

  const build = (work: boolean) =>
    new PgBoss({
      // enqueueing goes through the caller's pool; this one only polls, schedules and maintains
      ...(byoDb ? { db: byoDb } : { connectionString: opts.databaseUrl, max: work ? 4 : 2 }),
      application_name: 'portal-jobs',
      schema: opts.schema,
      supervise: work,
      schedule: work,
      cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: opts.cronWorkerIntervalSeconds ?? 5,
      // a failed job stays in the job table (jobs:list, jobs:retry) for a week, not 12 hours
      archiveFailedAfterSeconds: 7 * 24 * 3600,
    });
  const instance = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  async function run(deps: AppDeps, job: JobDefinition, data: unknown) {
    await job.handler(deps, job.payload.parse(data));
  }

  /** Installs the queue's tables, creates the queues, and with `work` runs workers here. */
  async function startNow(work: boolean, deps: AppDeps | undefined) {
    boss = build(work);
    boss.on('error', (error) => opts.log('job queue error', { err: error.message }));
    await boss.start();
    started = true;
    for (const job of opts.jobs) {
      const retry = job.retry ?? DEFAULT_RETRY;
      const queue = {
        name: job.name,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
    }
    if (!work) return;
    if (!deps) throw new Error('workers need the app dependencies');
    const rerun = opts.jobs.filter((job) => job.rerunLeftActive).map((job) => job.name);
    const requeued = await requeueActiveJobs(db, opts.schema, rerun);
    if (requeued) opts.log('runs left active by a stopped worker queued again', { requeued });
    for (const job of opts.jobs) {
      const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
      await boss.work(job.name, { pollingIntervalSeconds }, async ([item]) => {
        if (item) await run(deps, job, item.data);
      });
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
  }

  let retryTimer: NodeJS.Timeout | undefined;
  /** Tries the start again with a growing pause until the database answers. */
  function retryStart(work: boolean, deps: AppDeps | undefined, attempt: number) {
    const pauseMs = Math.min(30_000, 1_000 * 2 ** attempt);
    retryTimer = setTimeout(() => {
      startNow(work, deps).catch(async (error: unknown) => {
        await boss?.stop({ graceful: false, wait: false }).catch(() => undefined);
        if (!isConnectionError(error)) opts.log('job queue failed', { err: String(error) });
        retryStart(work, deps, attempt + 1);
      });
    }, pauseMs);
    retryTimer.unref();
  }

  return {
    schema: opts.schema,
    log: opts.log,
    get boss() {
      return instance();
    },
    async start({ work, deps }) {
      if (started) return;
      try {
        await startNow(work, deps);
      } catch (error) {
        // the portal starts and answers 503 while the database is down (docs/operations.md);
        // the queue follows once the database is back, never failing the start for it
        if (!isConnectionError(error)) throw error;
        opts.log('job queue waits for the database', { err: (error as Error).message });
        await boss?.stop({ graceful: false, wait: false }).catch(() => undefined);
        retryStart(work, deps, 0);
      }
    },
    async enqueue(job, payload, { db: target } = {}) {
      const data = job.payload.parse(payload) as object;
      return instance().send(job.name, data, { db: kyselyBossDb(target ?? db) });
    },
    async drain(deps) {
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const job of byName.values()) {
          for (const item of await instance().fetch(job.name, { batchSize: 10 })) {
            found = true;
            ran++;
            try {
              await run(deps, job, item.data);
              await instance().complete(job.name, item.id);
            } catch (error) {
              await instance().fail(job.name, item.id, { message: (error as Error).message });
            }
          }
        }
      }
      return ran;
    },
    async stop(timeoutMs = 10_000) {
      clearTimeout(retryTimer);
      if (!started || !boss) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
