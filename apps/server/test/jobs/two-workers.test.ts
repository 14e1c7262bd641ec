import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import { defineJob } from '../../src/jobs/job.js';
import { createJobQueue, jobSchemaFor, type JobQueue } from '../../src/jobs/job-queue.js';
import { TEST_PG_URL } from '../helpers/test-app.js';

/** When each run of the tick job happened, from whichever worker ran it. */
const runs: Date[] = [];
const tickJob = defineJob({
  name: 'test_tick',
  payload: z.object({}).passthrough(),
  cron: '* * * * *',
  handler: async () => {
    runs.push(new Date());
  },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);
/** Starts at the top of a minute when less than 35 s of this one are left. */
async function startEarlyInAMinute() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 25_000) await wait(60_000 - intoMinute + 500);
}

// Several processes on one database are a PostgreSQL setup: the embedded database belongs to
// one process. The PostgreSQL pass (TEST_DATABASE_URL) runs this; CI's sets it.
describe.skipIf(!TEST_PG_URL)('two workers on one PostgreSQL database', () => {
  const schema = jobSchemaFor(`t_${randomBytes(6).toString('hex')}`);
  const db = createDb({ databaseUrl: TEST_PG_URL, dataDir: 'memory://', poolSize: 2 });
  const workers: JobQueue[] = [];
  afterAll(async () => {
    for (const worker of workers) await worker.stop(2_000);
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });

  it('run a scheduled job once per period', async () => {
    // the tick job uses no dependency; the workers only pass them through
    const deps = {} as AppDeps;
    // the whole check stays inside one period, so it must see exactly one run
    await startEarlyInAMinute();
    const period = minuteOf(new Date());
    for (let i = 0; i < 2; i++) {
      const worker = createJobQueue(db, {
        databaseUrl: TEST_PG_URL,
        schema,
        jobs: [tickJob],
        log: () => {},
        pollingIntervalSeconds: 0.5,
        // both look for due schedules every second, so both see each period many times
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      });
      await worker.start({ work: true, deps });
      workers.push(worker);
    }
    const deadline = Date.now() + 20_000;
    while (runs.length === 0 && Date.now() < deadline) await wait(250);
    // both workers keep checking the schedule every second; nothing more may run this minute
    await wait(6_000);
    expect(minuteOf(new Date())).toBe(period);
    expect(runs).toHaveLength(1);
  }, 120_000);
});
