import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import { defineJob } from '../../src/jobs/job.js';
import { createJobQueue, jobSchemaFor, type JobQueue } from '../../src/jobs/job-queue.js';
import { TEST_PG_URL } from '../helpers/test-app.js';

const ran: string[] = [];
const jobNamed = (name: string, rerunLeftActive: boolean) =>
  defineJob({
    name,
    payload: z.object({}),
    rerunLeftActive,
    expireInSeconds: 3600,
    handler: async () => {
      ran.push(name);
    },
  });
const rerun = jobNamed('test_rerun_left_active', true);
const waits = jobNamed('test_left_to_expire', false);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A worker killed mid-run leaves its job active until it expires (an hour for the bonus close).
 * The next worker to start runs again at once the jobs that declare a second run harmless;
 * the others wait for their expiry as before. A worker is a PostgreSQL setup, as two-workers.
 */
describe.skipIf(!TEST_PG_URL)('a run left active by a worker that died', () => {
  const schema = jobSchemaFor(`t_${randomBytes(6).toString('hex')}`);
  const db = createDb({ databaseUrl: TEST_PG_URL, dataDir: 'memory://', poolSize: 2 });
  const queues: JobQueue[] = [];
  const queue = () => {
    const q = createJobQueue(db, {
      databaseUrl: TEST_PG_URL,
      schema,
      jobs: [rerun, waits],
      log: () => {},
      pollingIntervalSeconds: 0.5,
    });
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of queues) await q.stop(2_000);
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });

  it('is run again by the next worker when a second run is harmless', async () => {
    const dead = queue();
    await dead.start({ work: false });
    for (const job of [rerun, waits]) {
      await dead.enqueue(job, {});
      // taken, as a worker takes it, and never finished: its worker is gone
      expect(await dead.boss.fetch(job.name)).toHaveLength(1);
    }
    await dead.stop(2_000);

    await queue().start({ work: true, deps: {} as AppDeps });
    const deadline = Date.now() + 15_000;
    while (!ran.includes(rerun.name) && Date.now() < deadline) await wait(250);
    await wait(2_000);
    expect(ran).toEqual([rerun.name]);
  }, 60_000);
});
