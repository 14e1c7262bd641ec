import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { closeDeps, createDeps } from '../../src/bootstrap.js';
import { embeddedOf, type Db } from '../../src/db/client.js';
import { jobSchemaFor } from '../../src/jobs/job-queue.js';
import { TEST_SUBSCRIBERS } from './test-subscribers.js';
import { createSchema, embeddedTemplate, openTestDb, testConfig } from './test-database.js';
import { TEST_PG_URL, urlOfDatabase, withAdmin } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run keeps the demo seeded once (test/global-setup.ts) */
    seedTemplate: { dir: string; database: string | undefined };
  }
}

/** A seeded test app's database and data folder, and how to throw them away. */
export interface SeededCopy {
  db: Db;
  dataDir: string;
  databaseUrl?: string;
  searchPath?: string;
  jobSchema?: string;
  drop(): Promise<void>;
}

/** the schema a PostgreSQL template (and so every copy of it) keeps its tables in */
const SCHEMA = 'app';

/**
 * A copy of the whole demo, seeded once per run by the first file that asks and copied for
 * every file after: seeding costs 20-60 s of CPU (more on PGlite, more under load), a copy a
 * second or two. The seed runs with the real clock, as it did inside each file. Embedded: a
 * dump loaded into a fresh PGlite; PostgreSQL: a database made from the template database.
 * Either way the data folder (secrets that seeded PINs and TOTP secrets depend on, library
 * files) is copied too.
 */
export async function seededCopy(): Promise<SeededCopy> {
  const run = inject('seedTemplate');
  const dir = path.join(run.dir, 'seeded');
  mkdirSync(dir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const seededData = path.join(dir, 'data');
  if (TEST_PG_URL && run.database) {
    const template = `${run.database}_seeded`;
    await onceAcrossWorkers(dir, () => templateDatabase(TEST_PG_URL!, template, seededData, true));
    cpSync(seededData, dataDir, { recursive: true });
    return postgresCopy(TEST_PG_URL, template, dataDir);
  }
  const dumpFile = path.join(dir, 'pglite-seeded.tar');
  await onceAcrossWorkers(dir, () => seedEmbedded(dumpFile, seededData));
  cpSync(seededData, dataDir, { recursive: true });
  const db = openTestDb({ dump: await seededDump(dumpFile) });
  return { db, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * PostgreSQL: an empty, migrated database with the job queue installed, copied from one made
 * once per run; migrating a fresh schema in every file cost about a second of the server's CPU
 * and a third of one in the test's process, for every app a file starts.
 */
export async function emptyPostgresCopy(url: string): Promise<SeededCopy> {
  const run = inject('seedTemplate');
  const dir = path.join(run.dir, 'empty');
  mkdirSync(dir, { recursive: true });
  const template = `${run.database}_empty`;
  await onceAcrossWorkers(dir, () =>
    templateDatabase(url, template, path.join(dir, 'data'), false),
  );
  return postgresCopy(url, template, mkdtempSync(path.join(tmpdir(), 'portal-test-')));
}

let dump: Blob | undefined;

async function seededDump(file: string) {
  dump ??= new Blob([readFileSync(file)]);
  return dump;
}

/**
 * Runs `seed` once in the run's folder: the worker that makes the lock folder seeds, the other
 * waits for the `done` mark. A failed seed frees the lock, so the next file tries again.
 */
async function onceAcrossWorkers(dir: string, seed: () => Promise<void>) {
  const done = path.join(dir, 'done');
  const lock = path.join(dir, 'lock');
  while (!existsSync(done)) {
    if (takeLock(lock)) {
      try {
        if (!existsSync(done)) {
          await seed();
          writeFileSync(done, '');
        }
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      return;
    }
    await sleep(500);
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

/** Migrates and seeds `db` with `dataDir` as the data folder; `before` runs before it closes. */
async function seedInto(
  db: Db,
  dataDir: string,
  opts: { databaseUrl?: string; jobSchema?: string; seed?: boolean; before?: () => Promise<void> },
) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const config = testConfig(dataDir, {}, opts.databaseUrl);
  const deps = await createDeps(config, {
    db,
    seed: opts.seed ?? true,
    jobSchema: opts.jobSchema,
    subscribers: TEST_SUBSCRIBERS,
  });
  try {
    await opts.before?.();
  } finally {
    await closeDeps(deps);
  }
}

async function seedEmbedded(dumpFile: string, dataDir: string) {
  const db = openTestDb({ dump: embeddedTemplate() });
  await seedInto(db, dataDir, {
    seed: true,
    before: async () => {
      const seeded = await embeddedOf(db)!.dumpDataDir('none');
      writeFileSync(`${dumpFile}.part`, Buffer.from(await seeded.arrayBuffer()));
      renameSync(`${dumpFile}.part`, dumpFile);
    },
  });
}

/** Migrates (and seeds) a database of its own, which then becomes the template of its copies. */
async function templateDatabase(url: string, template: string, dataDir: string, seed: boolean) {
  const building = `${template}_part`;
  await withAdmin(url, async (admin) => {
    await sql`drop database if exists ${sql.id(building)} with (force)`.execute(admin);
    await sql`create database ${sql.id(building)}`.execute(admin);
  });
  const buildingUrl = urlOfDatabase(url, building);
  await createSchema(buildingUrl, SCHEMA);
  const db = openTestDb({ databaseUrl: buildingUrl, searchPath: SCHEMA });
  await seedInto(db, dataDir, { databaseUrl: buildingUrl, jobSchema: jobSchemaFor(SCHEMA), seed });
  // renamed only when whole, so a copy is never made from half a template
  await withAdmin(url, async (admin) => {
    await sql`alter database ${sql.id(building)} rename to ${sql.id(template)}`.execute(admin);
  });
}

async function postgresCopy(url: string, template: string, dataDir: string): Promise<SeededCopy> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin);
  });
  const databaseUrl = urlOfDatabase(url, name);
  return {
    db: openTestDb({ databaseUrl, searchPath: SCHEMA }),
    dataDir,
    databaseUrl,
    searchPath: SCHEMA,
    jobSchema: jobSchemaFor(SCHEMA),
    async drop() {
      await withAdmin(url, async (admin) => {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
