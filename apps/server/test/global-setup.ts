import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb, embeddedOf } from '../src/db/client.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createJobQueue, jobSchemaFor } from '../src/jobs/job-queue.js';
import { JOBS } from '../src/jobs/registry.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a dump of an empty, migrated embedded database with the job queue installed */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Once per run: an embedded database migrated and with the job queue's tables, dumped to a file
 * every test file's database starts from (createTestApp). A fresh PGlite runs initdb, then the
 * migrations and pg-boss's install: about 3 s per file on a loaded 2-core machine, most of a
 * file's set-up. On PostgreSQL (TEST_DATABASE_URL) each app gets a copy of a database migrated
 * once, on first use (test/helpers/database-templates.ts).
 */
export default async function setup(project: TestProject) {
  const templates = templatesOfRun(project);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return templates.dispose;
  }
  const db = createDb({ dataDir: 'memory://' });
  const jobs = createJobQueue(db, { schema: jobSchemaFor(), jobs: JOBS, log: () => {} });
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  try {
    await migrateToLatest(db);
    await jobs.start({ work: false });
    const dump = await embeddedOf(db)!.dumpDataDir('none');
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await jobs.stop();
    await db.destroy();
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await templates.dispose();
  };
}

/**
 * Where the first file that needs one leaves a template for the others (database-templates.ts):
 * a folder, and on PostgreSQL the prefix of the run's databases (its migrated and seeded
 * templates, each file's copy), every one of which is dropped when the run ends.
 */
function templatesOfRun(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-templates-'));
  const url = process.env.TEST_DATABASE_URL;
  // PostgreSQL names are 63 bytes at most: the prefix, a kind and a copy's 9 characters fit
  const database = url
    ? `${(new URL(url).pathname.slice(1) || 'postgres').slice(0, 30)}_${randomBytes(4).toString('hex')}`
    : undefined;
  project.provide('seedTemplate', { dir, database });
  return {
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
      if (!url || !database) return;
      const admin = createDb({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
      try {
        const left = await sql<{ datname: string }>`
          select datname from pg_database where starts_with(datname, ${`${database}_`})`.execute(
          admin,
        );
        for (const { datname } of left.rows)
          await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin);
      } finally {
        await admin.destroy();
      }
    },
  };
}
