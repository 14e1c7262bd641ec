import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client.js';
import * as m0001 from './migrations/0001-core.js';
import * as m0002 from './migrations/0002-sessions.js';
import * as m0003 from './migrations/0003-system.js';
import * as m0005 from './migrations/0005-system.js';
import * as m0007 from './migrations/0007-shell.js';
import * as m0008 from './migrations/0008-ledger.js';
import * as m0009 from './migrations/0009-wallet.js';
import * as m0010 from './migrations/0010-security.js';
import * as m0011 from './migrations/0011-bank.js';

/** Numbered, forward-only: a migration is never edited once landed; add the next number. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core': m0001,
  '0002-sessions': m0002,
  '0003-system': m0003,
  '0005-system': m0005,
  '0007-shell': m0007,
  '0008-ledger': m0008,
  '0009-wallet': m0009,
  '0010-security': m0010,
  '0011-bank': m0011,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // the migration tables live in the current schema: a test schema on a shared server
  // must not see another schema's bookkeeping
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
