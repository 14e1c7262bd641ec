import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, inTransaction, type Trx } from '../../src/db/transaction.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * `inTransaction(…, { plans: 'kept' })`, the money-moving requests' transactions: each statement
 * with parameters is planned once per connection, the setting ends with the transaction, and
 * the transaction otherwise behaves as Kysely's (commit, rollback, commit hooks, retries).
 */
let t: TestApp;
const KEPT = { plans: 'kept' } as const;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  await sql`create table kept_plan_probe (
    id integer primary key,
    parent integer references kept_plan_probe (id) deferrable initially deferred)`.execute(t.db);
});
afterAll(() => t.close());

const planMode = async (db: Trx | TestApp['db']) =>
  (await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(db))
    .rows[0]!.mode;

const probeIds = async () =>
  (await sql<{ id: number }>`select id from kept_plan_probe order by id`.execute(t.db)).rows.map(
    (r) => r.id,
  );

describe('a transaction with its plans kept', () => {
  it('plans generically inside, and leaves the connection as it was', async () => {
    const inside = await inTransaction(t.db, (trx) => planMode(trx), KEPT);
    expect(inside).toBe('force_generic_plan');
    // the pool hands the same idle connection back: `set local` ended with the commit
    for (let i = 0; i < 3; i++) expect(await planMode(t.db)).toBe('auto');
    expect(await inTransaction(t.db, (trx) => planMode(trx))).toBe('auto');
  });

  it('commits its writes and runs its commit hooks after the commit', async () => {
    const seen: number[][] = [];
    await inTransaction(
      t.db,
      async (trx) => {
        await sql`insert into kept_plan_probe (id) values (1)`.execute(trx);
        afterCommit(trx, () => void probeIds().then((ids) => seen.push(ids)));
      },
      KEPT,
    );
    expect(await probeIds()).toEqual([1]);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual([1]);
  });

  it('rolls back on a failure of the work, without its hooks', async () => {
    let hooked = false;
    const failing = inTransaction(
      t.db,
      async (trx) => {
        await sql`insert into kept_plan_probe (id) values (2)`.execute(trx);
        afterCommit(trx, () => (hooked = true));
        throw new Error('refused');
      },
      KEPT,
    );
    await expect(failing).rejects.toThrow('refused');
    expect(await probeIds()).toEqual([1]);
    expect(hooked).toBe(false);
    expect(await planMode(t.db)).toBe('auto');
  });

  it('reports a refused COMMIT, and the connection is usable after it', async () => {
    const refused = inTransaction(
      t.db,
      (trx) => sql`insert into kept_plan_probe (id, parent) values (3, 99)`.execute(trx),
      KEPT,
    );
    await expect(refused).rejects.toMatchObject({ code: '23503' });
    expect(await probeIds()).toEqual([1]);
    expect(await planMode(t.db)).toBe('auto');
  });

  it('runs the work again on a serialization failure', async () => {
    let attempts = 0;
    const result = await inTransaction(
      t.db,
      async (trx) => {
        attempts++;
        await sql`insert into kept_plan_probe (id) values (4)`.execute(trx);
        if (attempts === 1) throw Object.assign(new Error('collided'), { code: '40001' });
        return planMode(trx);
      },
      KEPT,
    );
    expect({ attempts, result }).toEqual({ attempts: 2, result: 'force_generic_plan' });
    expect(await probeIds()).toEqual([1, 4]);
  });

  it.runIf(onPostgres)('keeps one plan of a named statement taking an array', async () => {
    // a text is sent as a named statement from its second run (db/prepared-statements.ts);
    // PostgreSQL makes a custom plan for the first five runs of a named one unless told not to
    const plansOf = (text: string) => async (trx: Trx) => {
      for (let i = 0; i < 4; i++) {
        await sql`select count(*) from kept_plan_probe where id = any(${[1, i]}::integer[]) and ${sql.raw(`'${text}'`)} <> ''`.execute(
          trx,
        );
      }
      const { rows } = await sql<{ generic: string; custom: string }>`
        select generic_plans::text as generic, custom_plans::text as custom
        from pg_prepared_statements where statement like ${`%'${text}'%`}`.execute(trx);
      return rows;
    };
    expect(await inTransaction(t.db, plansOf('kept'), KEPT)).toEqual([
      { generic: '3', custom: '0' },
    ]);
    expect(await inTransaction(t.db, plansOf('planned afresh'))).toEqual([
      { generic: '0', custom: '3' },
    ]);
  });
});
