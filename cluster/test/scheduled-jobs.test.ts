import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readState } from '../src/state.js';
import { runCluster } from './support.js';

const cluster = runCluster();
/** a schedule of every minute (apps/server/src/modules/ledger/ledger-rollup.job.ts) */
const EVERY_MINUTE = 'ledger_rollup';
// pg-boss turns a due schedule into a `send-it` job of the schedule's name, unique per minute
const SEND_IT = '__pgboss__send-it';

const db = new pg.Client({ connectionString: cluster.directDatabaseUrl });
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await db.query(text, values)).rows as T[];
const jobCount = async (name: string, state?: string) =>
  Number(
    (
      await rows<{ n: string }>(
        `select count(*) n from pgboss.job where name = $1 and ($2::text is null or state::text = $2)`,
        [name, state ?? null],
      )
    )[0]!.n,
  );

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

describe('scheduled jobs across the servers and the worker', () => {
  beforeAll(() => db.connect());
  afterAll(() => db.end());

  it('are kept once each, whoever started', async () => {
    const schedules = await rows<{ name: string; n: string }>(
      `select name, count(*) n from pgboss.schedule group by name`,
    );
    expect(schedules.map((s) => s.name)).toContain(EVERY_MINUTE);
    expect(schedules.every((s) => s.n === '1')).toBe(true);
  });

  // its wait (up to 90 s: the worker looks at its schedules every 30 to 60 s) needs a longer timeout
  it('run by the worker through PgBouncer', { timeout: 120_000 }, async () => {
    // the worker checks its schedules every 30 to 60 seconds
    await until(
      `a ${EVERY_MINUTE} job completed`,
      async () => (await jobCount(EVERY_MINUTE, 'completed')) > 0,
      90_000,
    );
    // and pg-boss met nothing in transaction pooling it could not do (session locks, LISTEN)
    const log = readFileSync(path.join(cluster.stateDir, 'logs', 'worker.log'), 'utf8');
    expect(log.split('\n').filter((line) => line.includes('job queue error'))).toEqual([]);
  });

  it(
    'yield one job a period, however often the schedules are looked at',
    { timeout: 90_000 },
    async () => {
      // a scheduler that starts looks at the schedules at once, unless another looked in the
      // last 30 seconds: forget that mark and start the worker twice in the same minute, as two
      // more schedulers would
      for (let i = 0; i < 2; i++) {
        await db.query('update pgboss.version set cron_on = null');
        await cluster.killWorker();
        await cluster.startWorker();
      }
      // the send-it jobs' own worker polls every 5 seconds
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      const perMinute = await rows<{ slot: string; n: string }>(
        `select singleton_on::text slot, count(*) n from pgboss.job
        where name = $1 and singleton_key = $2 group by singleton_on`,
        [SEND_IT, EVERY_MINUTE],
      );
      expect(perMinute.length).toBeGreaterThan(0);
      expect(perMinute.filter((m) => m.n !== '1')).toEqual([]);
      // and no more jobs than minutes the cluster has been up
      const minutesUp = (Date.now() - Date.parse(readState(cluster.stateDir).createdAt)) / 60_000;
      const jobs = await jobCount(EVERY_MINUTE);
      expect(jobs).toBeGreaterThan(0);
      expect(jobs).toBeLessThanOrEqual(Math.ceil(minutesUp) + 1);
      expect(jobs).toBe(perMinute.length);
    },
  );
});
