import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
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
import * as m0012 from './migrations/0012-login-lockout.js';
import * as m0013 from './migrations/0013-marketplace-bank-menu.js';
import * as m0014 from './migrations/0014-mail-outbox-delivery.js';
import * as m0015 from './migrations/0015-shop.js';

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
  '0012-login-lockout': m0012,
  '0013-marketplace-bank-menu': m0013,
  '0014-mail-outbox-delivery': m0014,
  '0015-shop': m0015,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  // the migration tables live in the current schema: a test schema on a shared server
  // must not see another schema's bookkeeping
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db: withSchemaIntrospection(db),
    provider,
    migrationTableSchema: rows[0]?.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Kysely's migrator asks whether its tables exist by introspecting every table and column of
 * every schema; on a shared PostgreSQL server another process dropping its own schema at that
 * moment makes that query fail. Only the current schema's table names are needed.
 */
function withSchemaIntrospection(db: Db): Db {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; type: string }>`
      select table_name as name, table_schema as schema, table_type as type
        from information_schema.tables where table_schema = current_schema()`.execute(db);
    return rows.map((r) => ({ ...r, isView: r.type === 'VIEW', columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
