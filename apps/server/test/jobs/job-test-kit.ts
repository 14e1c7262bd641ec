import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app.js';

/** The jobs of one queue, oldest first, as pg-boss stores them. */
export async function jobsOf(t: TestApp, name: string) {
  const result = await sql<{
    id: string;
    state: string;
    data: Record<string, unknown>;
    retry_count: number;
    start_after: Date;
  }>`
    select id, state, data, retry_count, start_after from ${sql.id(t.deps.jobs.schema, 'job')}
    where name = ${name} order by created_on, id`.execute(t.db);
  return result.rows;
}

/** Moves every waiting retry to now: what the back-off's delay passing does. */
export async function makeRetriesDue(t: TestApp) {
  await sql`update ${sql.id(t.deps.jobs.schema, 'job')} set start_after = now()
    where state = 'retry'`.execute(t.db);
}
