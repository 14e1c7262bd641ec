import { mkdirSync } from 'node:fs';
import { lockEmbeddedDir } from './embedded-lock.js';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const OID = { int8: 20, date: 1082, numeric: 1700 } as const;

/**
 * The same value types on both engines: int8 → bigint (money in minor units), date →
 * 'YYYY-MM-DD' string (no time zone shift), numeric → exact decimal string.
 */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (v) => BigInt(v),
  [OID.date]: (v) => v,
  [OID.numeric]: (v) => v,
};

export interface DbOptions {
  /** PostgreSQL URL; when absent the embedded PGlite database is used */
  databaseUrl?: string;
  /** folder for the embedded database; `memory://` keeps it in memory */
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate each file in its own) */
  searchPath?: string;
  poolSize?: number;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const location =
    options.dataDir === 'memory://' ? 'memory://' : ensureDir(path.join(options.dataDir, 'pglite'));
  if (location !== 'memory://') lockEmbeddedDir(location);
  const embedded = new PGlite(location, { parsers });
  return new Kysely<Database>({ dialect: new PGliteDialect(embedded) });
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function engineName(options: Pick<DbOptions, 'databaseUrl'>): 'postgresql' | 'pglite' {
  return options.databaseUrl ? 'postgresql' : 'pglite';
}
