import { sql } from 'kysely';
import type { Db } from '../db/client.js';

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
  output: unknown;
}

/**
 * Whether pg-boss's tables exist in `schema`: the portal or the worker installs them on its first
 * start, so an operator command on a database that never ran one finds none.
 */
export async function jobQueueInstalled(db: Db, schema: string): Promise<boolean> {
  const result = await sql<{ installed: boolean }>`
    select to_regclass(${`${schema}.job`}) is not null as installed`.execute(db);
  return result.rows[0]?.installed ?? false;
}

/** The newest jobs in pg-boss's table, optionally of one state; operators read them. */
export async function listJobs(
  db: Db,
  schema: string,
  opts: { state?: string; limit: number },
): Promise<JobRow[]> {
  const state = opts.state
    ? sql`where state = ${opts.state}::${sql.id(schema, 'job_state')}`
    : sql``;
  const result = await sql<JobRow>`
    select id, name, state, retry_count, retry_limit, created_on, start_after, completed_on, output
    from ${sql.id(schema, 'job')} ${state}
    order by created_on desc
    limit ${opts.limit}`.execute(db);
  return result.rows;
}

/** The queue a job id belongs to (pg-boss's calls take both), or undefined. */
export async function findJobName(db: Db, schema: string, id: string) {
  const result = await sql<{ name: string; state: string }>`
    select name, state from ${sql.id(schema, 'job')} where id = ${id}::uuid`.execute(db);
  return result.rows[0];
}

/**
 * Runs of these queues still marked active go back to the queue, due now: a worker that died
 * mid-run (SIGKILL, a lost machine) leaves its run active until it expires, an hour for the
 * bonus close. Answers how many.
 */
export async function requeueActiveJobs(db: Db, schema: string, names: string[]) {
  if (names.length === 0) return 0;
  const result = await sql`
    update ${sql.id(schema, 'job')}
       set state = 'retry'::${sql.id(schema, 'job_state')}, start_after = now()
     where name = any(${names}::text[]) and state = 'active'`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
