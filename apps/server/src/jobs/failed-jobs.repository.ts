import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { jobQueueInstalled } from './jobs.repository.js';

/**
 * How many jobs failed for good and are still in pg-boss's job table (a failed job stays a week,
 * job-queue.ts), or null when the queue's tables were never installed in `schema`. The table
 * holds a week of failures and half a day of the rest, so the count reads a small table.
 */
export async function countFailedJobs(db: Db, schema: string): Promise<number | null> {
  if (!(await jobQueueInstalled(db, schema))) return null;
  const result = await sql<{ n: string }>`
    select count(*) as n from ${sql.id(schema, 'job')}
    where state = 'failed'::${sql.id(schema, 'job_state')}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
