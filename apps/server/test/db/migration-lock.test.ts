import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';

/** Kysely's migration lock (its PostgreSQL adapter's advisory lock key). */
const KYSELY_MIGRATION_LOCK = '3853314791062309107';

/**
 * Through PgBouncer's transaction pooling Kysely's session-level migration lock can be left
 * held on a server connection nobody uses any more (taken in one statement, freed in another
 * that ran elsewhere); a server then started waited an hour for it. On a migrated database the
 * start takes no lock: the lock held by another session here stands for the stray one.
 */
describe.skipIf(!TEST_PG_URL)('migrating a database with nothing to migrate', () => {
  let t: TestApp;
  let holder: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    holder = new pg.Client({ connectionString: TEST_PG_URL });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await t.close();
  });

  it('takes no migration lock, so a lock left held elsewhere does not stop the start', async () => {
    await holder.query(`select pg_advisory_lock(${KYSELY_MIGRATION_LOCK})`);
    try {
      const timeout = new Promise<string>((r) => setTimeout(() => r('waited on the lock'), 5_000));
      expect(await Promise.race([migrateToLatest(t.db), timeout])).toEqual([]);
    } finally {
      await holder.query(`select pg_advisory_unlock(${KYSELY_MIGRATION_LOCK})`);
    }
  });
});
