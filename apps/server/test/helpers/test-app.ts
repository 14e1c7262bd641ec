import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/client.js';
import type { AppDeps } from '../../src/deps.js';
import { jobSchemaFor } from '../../src/jobs/job-queue.js';
import type { ZodApp } from '../../src/types.js';
import { TEST_SUBSCRIBERS } from './test-subscribers.js';

/** PostgreSQL URL for the HTTP tier; unset, every test runs on embedded PGlite. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL;

export interface TestApp {
  app: ZodApp;
  deps: AppDeps;
  db: Db;
  /** moves the clock the services see */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * A real app on a real, empty, migrated database: in-memory PGlite, or a fresh schema on
 * the PostgreSQL server when TEST_DATABASE_URL is set. Nothing is seeded unless asked; no
 * web app is served unless a built one's folder is given.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean; build?: BuildOptions } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const schema = TEST_PG_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (TEST_PG_URL && schema) await createSchema(TEST_PG_URL, schema);
  const db = createDb({
    databaseUrl: TEST_PG_URL,
    dataDir: 'memory://',
    searchPath: schema,
    poolSize: 8,
    embeddedTemplate: TEST_PG_URL ? undefined : embeddedTemplate(),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SILENT_LOGIN_SECRET: 'test-silent-login-secret-0123456789abcdef',
    HASH_CONCURRENCY: '4',
    // the pool createDb opens above; what is sized from it (PIN judging slots) sees the same
    DB_POOL_SIZE: '8',
    // tests that fail logins on purpose would wait for the per-address delay; its own test sets it
    LOGIN_FAILURE_DELAY_MS: '0',
    // jobs run when a test drains them (drainJobs), not on a poller racing the test
    JOBS_IN_PROCESS: 'false',
    ...(TEST_PG_URL ? { DATABASE_URL: TEST_PG_URL } : {}),
    ...env,
  });
  const jobSchema = schema ? jobSchemaFor(schema) : undefined;
  const deps = await createDeps(config, {
    db,
    seed: opts.seed ?? false,
    jobSchema,
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
    db,
    clock,
    async close() {
      await app.close();
      await closeDeps(deps);
      if (TEST_PG_URL && schema) await dropSchema(TEST_PG_URL, schema);
      if (TEST_PG_URL && jobSchema) await dropSchema(TEST_PG_URL, jobSchema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Blob | undefined;

/** The migrated embedded database every file starts from (test/global-setup.ts), read once. */
function embeddedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/** Runs every job that is due now (mail sending, clean-ups); returns how many ran. */
export function drainJobs(t: Pick<TestApp, 'deps'>): Promise<number> {
  return t.deps.jobs.drain(t.deps);
}

async function withAdmin(url: string, fn: (db: Db) => Promise<void>) {
  const admin = createDb({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
  try {
    await fn(admin);
  } finally {
    await admin.destroy();
  }
}

function createSchema(url: string, schema: string) {
  return withAdmin(url, async (db) => {
    await sql`create schema ${sql.id(schema)}`.execute(db);
  });
}

function dropSchema(url: string, schema: string) {
  return withAdmin(url, async (db) => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  });
}
