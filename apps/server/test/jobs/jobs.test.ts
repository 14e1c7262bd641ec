import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../src/jobs/registry.js';
import { sessionCleanupJob } from '../../src/modules/auth/session-cleanup.job.js';
import { idempotencyCleanupJob } from '../../src/modules/ledger/idempotency-cleanup.job.js';
import { mailSendJob } from '../../src/modules/mail/mail-send.job.js';
import { jobsListCommand, jobsRetryCommand } from '../../src/ops/commands/jobs.js';
import { OPS_COMMANDS } from '../../src/ops/commands/index.js';
import { createMember } from '../helpers/factories.js';
import { opsContext } from '../helpers/ops-runner.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { jobsOf } from './job-test-kit.js';

let t: TestApp;
// a fresh migrated database takes long on a loaded machine
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const DAY_MS = 24 * 3_600_000;
const ago = (ms: number) => new Date(t.clock.now.getTime() - ms);

describe('job registry', () => {
  it('names every job once, in pg-boss queue characters, with a payload schema', () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(names).toEqual(expect.arrayContaining(['mail_send', 'session_cleanup']));
    expect(JOBS.filter((job) => job.cron).map((job) => job.name)).toEqual([
      'session_cleanup',
      'idempotency_cleanup',
      // hot company accounts' roll-up (found by the benchmark)
      'ledger_rollup',
      // orders
      'order_expiry',
      // payment
      'payment_reconcile',
      // organization trees
      'tree_leg_refresh',
      // the console home's open-cycle volume
      'open_cycle_volume',
      // bonus cycle close
      'bonus_cycle_close',
      // estimated bonus and vacation points
      'bonus_estimate',
      'vacation_point_flush',
      // registration and placement
      'registration_activate',
      'placement_hold_expiry',
      // transfer-received notices
      'transfer_received_notice',
      // promotion tier prizes
      'promotion_settle',
      // autoship: the day's runs and the pre-flight notices
      'autoship_run',
      // the daily low-stock alert (a flow: catalogue, autoship demand, company address)
      'stock_alert',
      // the daily sweep of uploaded pictures no row names (catalogue, orders, news)
      'picture_sweep',
      'autoship_preflight',
    ]);
  });

  it('gives each queue its retry policy', async () => {
    expect(await t.deps.jobs.boss.getQueue('mail_send')).toMatchObject({
      retryLimit: 10,
      retryDelay: 60,
      retryBackoff: true,
    });
  });

  it('refuses a payload its schema does not accept, enqueueing nothing', async () => {
    const before = (await jobsOf(t, 'mail_send')).length;
    await expect(t.deps.jobs.enqueue(mailSendJob, { outboxId: 'not a number' })).rejects.toThrow();
    expect(await jobsOf(t, 'mail_send')).toHaveLength(before);
  });
});

describe('clean-up jobs', () => {
  it('delete sessions ended over 30 days ago and idempotency answers over 7 days old', async () => {
    const member = await createMember(t.db);
    const session = (name: string, at: { expires: Date; seen: Date; revoked?: Date }) => ({
      token_hash: `${name}-${randomBytes(4).toString('hex')}`,
      member_id: member.id,
      expires_at: at.expires,
      last_seen_at: at.seen,
      created_at: at.seen,
      revoked_at: at.revoked ?? null,
    });
    await t.db
      .insertInto('member_session')
      .values([
        session('live', { expires: ago(-DAY_MS), seen: ago(0) }),
        session('expired-long-ago', { expires: ago(31 * DAY_MS), seen: ago(32 * DAY_MS) }),
        session('revoked-lately', {
          expires: ago(-DAY_MS),
          seen: ago(DAY_MS),
          revoked: ago(DAY_MS),
        }),
        session('revoked-long-ago', {
          expires: ago(-DAY_MS),
          seen: ago(DAY_MS),
          revoked: ago(40 * DAY_MS),
        }),
      ])
      .execute();
    const answer = (key: string, at: Date) => ({
      scope: 'member:1',
      key,
      request_hash: 'h',
      outcome: 'ok' as const,
      response: JSON.stringify({}),
      created_at: at,
    });
    await t.db
      .insertInto('idempotency_key')
      .values([answer('fresh-key-1', ago(DAY_MS)), answer('old-key-1', ago(8 * DAY_MS))])
      .execute();

    await t.deps.jobs.enqueue(sessionCleanupJob, {});
    await t.deps.jobs.enqueue(idempotencyCleanupJob, {});
    await drainJobs(t);

    const sessions = await t.db.selectFrom('member_session').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash.replace(/-[0-9a-f]{8}$/, '')).sort()).toEqual([
      'live',
      'revoked-lately',
    ]);
    const keys = await t.db.selectFrom('idempotency_key').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['fresh-key-1']);
  });
});

describe('ops jobs:list and jobs:retry', () => {
  /** runs an ops command on the test's queue, or on `jobSchema` when given */
  async function runIn(jobSchema: string, command: typeof jobsListCommand, ...args: string[]) {
    const lines: string[] = [];
    const code = await command.run(opsContext(t, lines, { operator: 'carol', jobSchema }), args);
    return { code, out: lines.join('\n') };
  }
  const run = (command: typeof jobsListCommand, ...args: string[]) =>
    runIn(t.deps.jobs.schema, command, ...args);

  it('lists a failed job with its error, retries it once, and refuses bad usage', async () => {
    expect(OPS_COMMANDS.map((c) => c.name)).toEqual(
      expect.arrayContaining(['jobs:list', 'jobs:retry']),
    );
    const boss = t.deps.jobs.boss;
    const id = (await boss.send('session_cleanup', {}, { retryLimit: 0 }))!;
    const [job] = await boss.fetch('session_cleanup');
    expect(job!.id).toBe(id);
    await boss.fail('session_cleanup', id, { message: 'disk full' });

    const listed = await run(jobsListCommand, '--state', 'failed');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${id}\\s+session_cleanup\\s+failed.*disk full`));

    expect(await run(jobsRetryCommand, id)).toEqual({
      code: 0,
      out: `job ${id} (session_cleanup) will run again`,
    });
    expect((await jobsOf(t, 'session_cleanup')).find((j) => j.id === id)!.state).toBe('retry');
    expect((await run(jobsRetryCommand, id)).code).toBe(1);
    expect((await run(jobsRetryCommand, crypto.randomUUID())).out).toMatch(/^error: no job/);
    expect((await run(jobsRetryCommand)).code).toBe(2);
    expect((await run(jobsListCommand, '--state', 'bogus')).code).toBe(2);
  });

  it('on a database no portal has started yet, says the queue is not installed', async () => {
    const listed = await runIn('no_such_queue_schema', jobsListCommand);
    const retried = await runIn('no_such_queue_schema', jobsRetryCommand, crypto.randomUUID());
    expect(listed.code).toBe(0);
    expect(retried.code).toBe(1);
    expect(listed.out).toMatch(/^0 job\(s\): no job queue in this database yet/);
    expect(retried.out).toMatch(/^error: no job .*: no job queue in this database yet/);
  });
});
