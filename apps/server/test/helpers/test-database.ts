import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/client.js';

/** PostgreSQL URL for the HTTP tier; unset, every test runs on embedded PGlite. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL;

/** The pool each test app opens; what is sized from it (PIN judging slots) sees the same. */
const POOL_SIZE = 8;

/** The configuration every test app starts with; `env` overrides it. */
export function testConfig(
  dataDir: string,
  env: Record<string, string>,
  databaseUrl = TEST_PG_URL,
) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SILENT_LOGIN_SECRET: 'test-silent-login-secret-0123456789abcdef',
    HASH_CONCURRENCY: '4',
    DB_POOL_SIZE: String(POOL_SIZE),
    // tests that fail logins on purpose would wait for the per-address delay; its own test sets it
    LOGIN_FAILURE_DELAY_MS: '0',
    // jobs run when a test drains them (drainJobs), not on a poller racing the test
    JOBS_IN_PROCESS: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** A test app's database: PostgreSQL at `databaseUrl` in schema `searchPath`, or embedded. */
export function openTestDb(opts: { databaseUrl?: string; searchPath?: string; dump?: Blob }) {
  return createDb({
    databaseUrl: opts.databaseUrl,
    dataDir: 'memory://',
    searchPath: opts.searchPath,
    poolSize: POOL_SIZE,
    embeddedTemplate: opts.databaseUrl ? undefined : opts.dump,
  });
}

let template: Blob | undefined;

/** The migrated embedded database every file starts from (test/global-setup.ts), read once. */
export function embeddedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/** `url` with another database name: a seeded copy lives in a database of its own. */
export function urlOfDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withAdmin<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const admin = createDb({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

export function createSchema(url: string, schema: string) {
  return withAdmin(url, async (db) => {
    await sql`create schema ${sql.id(schema)}`.execute(db);
  });
}
