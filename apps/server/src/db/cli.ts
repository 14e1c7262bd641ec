import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.js';
import { PasswordHasher } from '../lib/password.js';
import { createDb, engineName } from './client.js';
import { migrateToLatest } from './migrate.js';
import { seedIfEmpty } from '../seed/index.js';
// seeded order history
import { createDeps } from '../bootstrap.js';
import { seedOrderHistory } from '../seed/order-history.js';

const USAGE = 'usage: db <migrate|seed|reset>';

/** `npm run db:migrate | db:seed | db:reset` on the configured database. */
async function run(command: string | undefined) {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) throw new Error(USAGE);
  const config = loadConfig();
  if (command === 'reset' && !config.databaseUrl) {
    rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'reset' && config.databaseUrl) {
      await sql`drop schema public cascade`.execute(db);
      await sql`create schema public`.execute(db);
    }
    const applied = await migrateToLatest(db);
    console.log(`${engineName(config)}: ${applied.length} migration(s) applied`);
    if (command !== 'migrate') {
      const seeded = await seedIfEmpty(db, new PasswordHasher(config.hashConcurrency));
      console.log(
        seeded ? 'demo data seeded' : 'already seeded; nothing to do (db:reset starts over)',
      );
      // seeded order history: made through the order service, which needs deps
      const deps = await createDeps(
        { ...config, jobsInProcess: false },
        { db, migrate: false, seed: false },
      );
      const started = Date.now();
      const orders = await seedOrderHistory(deps);
      console.log(`order history: ${orders} orders (${Date.now() - started} ms)`);
      await deps.jobs.stop();
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
