import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import type { Db } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import type { ZodApp } from '../../src/types.js';
import { emptyPostgresCopy, seededCopy, type SeededCopy } from './database-templates.js';
import { TEST_SUBSCRIBERS } from './test-subscribers.js';
import { embeddedTemplate, openTestDb } from './test-database.js';
import { TEST_PG_URL, testConfig } from './test-database.js';

export { TEST_PG_URL } from './test-database.js';

export interface TestApp {
  app: ZodApp;
  deps: AppDeps;
  db: Db;
  /** moves the clock the services see */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * A real app on a real, empty, migrated database: in-memory PGlite, or a database of its own
 * on the PostgreSQL server when TEST_DATABASE_URL is set, each a copy of one migrated once per
 * run. Nothing is seeded unless asked (then it starts from a copy of the run's one seed,
 * database-templates.ts); no web app is served unless a built one's folder is given.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean; build?: BuildOptions } = {},
): Promise<TestApp> {
  // a seed under settings of a test's own is seeded in place, as before
  const seeded = opts.seed && Object.keys(env).length === 0;
  const store = seeded ? await seededCopy() : await emptyStore();
  const config = testConfig(store.dataDir, env, store.databaseUrl);
  const deps = await createDeps(config, {
    db: store.db,
    seed: (opts.seed ?? false) && !seeded,
    jobSchema: store.jobSchema,
    subscribers: TEST_SUBSCRIBERS,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  deps.now = () => clock.now;
  const app = await buildApp(deps, { logger: false, webRoot: false, ...opts.build });
  await app.ready();
  return {
    app,
    deps,
    db: store.db,
    clock,
    async close() {
      await app.close();
      await closeDeps(deps);
      await store.drop();
    },
  };
}

/** A migrated, empty database: a copy of the run's embedded or PostgreSQL template. */
async function emptyStore(): Promise<SeededCopy> {
  if (TEST_PG_URL) return emptyPostgresCopy(TEST_PG_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  return {
    db: openTestDb({ dump: embeddedTemplate() }),
    dataDir,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Runs every job that is due now (mail sending, clean-ups); returns how many ran. */
export function drainJobs(t: Pick<TestApp, 'deps'>): Promise<number> {
  return t.deps.jobs.drain(t.deps);
}
