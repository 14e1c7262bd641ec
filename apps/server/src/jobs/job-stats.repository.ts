import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { jobQueueInstalled } from './jobs.repository.js';

export interface FinishedJobs {
  day: string;
  queue: string;
  completed: string;
  failed: string;
}

/**
 * Jobs that finished (completed, or failed for good) per business day (UTC+8) and queue, from
 * pg-boss's job table and its archive (a finished job moves there after 12 hours and is deleted
 * a week later, so older days read empty); null when the queue was never installed in `schema`.
 */
export async function finishedJobsPerDay(
  db: Db,
  schema: string,
  start: Date,
  end: Date,
): Promise<FinishedJobs[] | null> {
  if (!(await jobQueueInstalled(db, schema))) return null;
  const from = (table: string) => sql`
    select name, state::text as state, completed_on from ${sql.id(schema, table)}
    where completed_on >= ${start} and completed_on < ${end}
      and state::text in ('completed', 'failed')`;
  const { rows } = await sql<FinishedJobs>`
    select to_char((j.completed_on at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
      j.name as queue,
      count(*) filter (where j.state = 'completed') as completed,
      count(*) filter (where j.state = 'failed') as failed
    from (${from('job')} union all ${from('archive')}) j
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows;
}
