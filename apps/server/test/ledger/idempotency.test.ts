import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { fingerprint, runIdempotent } from '../../src/modules/ledger/idempotency.service.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('idempotency store', () => {
  it('runs the work once and answers the stored result again', async () => {
    let runs = 0;
    const call = () =>
      runIdempotent(t.db, {
        scope: 'member:1',
        key: 'key-once-0001',
        request: { op: 'x', amount: '1.00' },
        at: new Date(),
        run: async () => ({ n: ++runs }),
      });
    expect(await call()).toEqual({ n: 1 });
    expect(await call()).toEqual({ n: 1 });
    expect(runs).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const call = (amount: string) =>
      runIdempotent(t.db, {
        scope: 'member:1',
        key: 'key-conflict-01',
        request: { op: 'x', amount },
        at: new Date(),
        run: async () => 'done',
      });
    await call('1.00');
    await expect(call('2.00')).rejects.toMatchObject({ key: 'idempotencyConflict' });
  });

  it('keys of different scopes never meet', async () => {
    const call = (scope: string) =>
      runIdempotent(t.db, {
        scope,
        key: 'shared-key-001',
        request: { scope },
        at: new Date(),
        run: async () => scope,
      });
    expect(await call('member:7')).toBe('member:7');
    expect(await call('member:8')).toBe('member:8');
  });

  it('stores a refusal as the answer and undoes the work done before it', async () => {
    let runs = 0;
    const call = () =>
      runIdempotent(t.db, {
        scope: 'member:2',
        key: 'key-refused-01',
        request: {},
        at: new Date(),
        run: async (trx) => {
          runs++;
          await trx
            .insertInto('company')
            .values({
              code: 'ZZ',
              name: 'x',
              country_code: 'ZZ',
              currency: 'USD',
              minor_unit: 2,
              time_zone: 'UTC',
              character_coding: 'en_US',
              address: 'a',
              email: 'e',
              tel: 't',
              policies_pdf: 'p',
              copyright: 'c',
            })
            .execute();
          throw new AppError('insufficientBalance', { details: { account: 'bonus' } });
        },
      });
    await expect(call()).rejects.toMatchObject({
      key: 'insufficientBalance',
      options: { details: { account: 'bonus' } },
    });
    await expect(call()).rejects.toMatchObject({ key: 'insufficientBalance' });
    expect(runs).toBe(1);
    const zz = await t.db.selectFrom('company').select('code').where('code', '=', 'ZZ').execute();
    expect(zz).toEqual([]);
  });

  it('does not store failures of the checks before the work (a wrong PIN may be retried)', async () => {
    let pinOk = false;
    const call = () =>
      runIdempotent(t.db, {
        scope: 'member:3',
        key: 'key-pin-retry-1',
        request: {},
        at: new Date(),
        before: async () => {
          if (!pinOk) throw new AppError('passwordIncorrect');
        },
        run: async () => 'paid',
      });
    await expect(call()).rejects.toMatchObject({ key: 'passwordIncorrect' });
    pinOk = true;
    expect(await call()).toBe('paid');
  });

  it('a crash (a non-member error) stores nothing, so the key can be used again', async () => {
    let fail = true;
    const call = () =>
      runIdempotent(t.db, {
        scope: 'member:4',
        key: 'key-crash-0001',
        request: {},
        at: new Date(),
        run: async () => {
          if (fail) throw new Error('boom');
          return 'ok';
        },
      });
    await expect(call()).rejects.toThrow('boom');
    fail = false;
    expect(await call()).toBe('ok');
  });

  it('concurrent requests with one key apply the work once and all get the same answer', async () => {
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        runIdempotent(t.db, {
          scope: 'member:5',
          key: 'key-concurrent1',
          request: { a: 1 },
          at: new Date(),
          run: async (trx) => {
            const n = ++runs;
            await trx
              .insertInto('mail_outbox')
              .values({
                to_address: 'x@example.com',
                subject: 'key-concurrent1',
                body_text: String(n),
              })
              .execute();
            return { run: n };
          },
        }),
      ),
    );
    const applied = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('subject', '=', 'key-concurrent1')
      .execute();
    expect(applied).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ run: Number(applied[0]!.body_text) })]),
    );
  });

  // the embedded engine has no connection to lose
  it.skipIf(!TEST_PG_URL)(
    'runs the work again when its connection broke before the commit, applying it once',
    async () => {
      let runs = 0;
      const call = () =>
        runIdempotent(t.db, {
          scope: 'member:6',
          key: 'key-reconnect-1',
          request: {},
          at: new Date(),
          run: async (trx) => {
            const n = ++runs;
            await trx
              .insertInto('mail_outbox')
              .values({ to_address: 'x@example.com', subject: 'key-reconnect-1', body_text: '' })
              .execute();
            // what a failover does to the connection, in the middle of the transaction
            if (n === 1) await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
            return { run: n };
          },
        });
      expect(await call()).toEqual({ run: 2 });
      expect(await call()).toEqual({ run: 2 });
      const applied = await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('subject', '=', 'key-reconnect-1')
        .execute();
      expect(applied).toHaveLength(1);
    },
  );

  it('fingerprints ignore key order but not values', () => {
    expect(fingerprint({ a: 1, b: '2' })).toBe(fingerprint({ b: '2', a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
  });
});
