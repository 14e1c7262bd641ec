import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
import type { Db } from './client.js';
// generated from the folder by scripts/generate-migration-index.mjs: the bundle reads no folder
import { MIGRATIONS } from './migrations/index.js';

/** Numbered, forward-only: a migration is never edited once landed; add the next number. */
const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<string[]> {
  if (await nothingToMigrate(db)) return [];
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
 * Whether every migration is recorded already. Kysely's migrator takes a session-level lock in
 * one statement and frees it in another; through PgBouncer's transaction pooling the two may
 * run on different server connections, and the lock then stays held on the first one for good,
 * so the next server to start waits on it for an hour. A server starting on a migrated
 * database (a cluster migrates once, straight to PostgreSQL) so takes no lock at all.
 */
async function nothingToMigrate(db: Db): Promise<boolean> {
  const { rows } = await sql<{ table: string | null }>`
    select to_regclass(format('%I.kysely_migration', current_schema()))::text as table`.execute(db);
  if (!rows[0]?.table) return false;
  const done = await sql<{
    name: string;
  }>`select name from ${sql.table('kysely_migration')}`.execute(db);
  const names = new Set(done.rows.map((r) => r.name));
  return Object.keys(MIGRATIONS).every((name) => names.has(name));
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
