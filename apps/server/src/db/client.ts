import { mkdirSync } from 'node:fs';
import { lockEmbeddedDir } from './embedded-lock.js';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { nameRepeatedStatements, statementNames } from './prepared-statements.js';
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
  /** how long a request waits for a connection (pool full, or the server not answering) */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout of every connection; 0 = none */
  statementTimeoutMs?: number;
  /** an unused connection is closed after this long */
  idleTimeoutMs?: number;
  /** where a dropped connection is reported; it never stops the process */
  onConnectionError?: (error: Error) => void;
  /**
   * Embedded only: start from a dump of another embedded database (`dumpDataDir`) instead of an
   * empty one. The tests start every file from one migrated dump: PGlite's own initdb and the
   * migrations were most of a test file's set-up.
   */
  embeddedTemplate?: Blob;
  /** PostgreSQL only: name repeated statements so each connection plans them once (default on) */
  preparedStatements?: boolean;
}

export const POOL_DEFAULTS = {
  poolSize: 20,
  connectTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
} as const;

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    poolByDb.set(db, pool);
    return db;
  }
  const location =
    options.dataDir === 'memory://' ? 'memory://' : ensureDir(path.join(options.dataDir, 'pglite'));
  if (location !== 'memory://') lockEmbeddedDir(location);
  const embedded = new PGlite(location, { parsers, loadDataDir: options.embeddedTemplate });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(embedded) });
  embeddedByDb.set(db, embedded);
  return db;
}

const embeddedByDb = new WeakMap<Db, PGlite>();
const poolByDb = new WeakMap<Db, pg.Pool>();

/**
 * The connection pool under a PostgreSQL database, for the one statement every request runs
 * (db/hot-statement.ts); undefined on the embedded engine and inside a transaction.
 */
export function poolOf(db: Db): pg.Pool | undefined {
  return poolByDb.get(db);
}

/**
 * The PGlite instance under an embedded database (undefined on PostgreSQL). The job queue's
 * adapter needs it for multi-statement scripts, which Kysely's one-statement query cannot run;
 * it still takes the connection through Kysely first, so nothing interleaves with a transaction.
 */
export function embeddedOf(db: Db): PGlite | undefined {
  return embeddedByDb.get(db);
}

function createPool(databaseUrl: string, options: DbOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? POOL_DEFAULTS.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? POOL_DEFAULTS.connectTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs ?? POOL_DEFAULTS.idleTimeoutMs,
    statement_timeout: options.statementTimeoutMs || undefined,
    // a failover that leaves the socket open without a peer is noticed, not waited on forever
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const report = options.onConnectionError ?? reportToStderr;
  const names = options.preparedStatements === false ? undefined : statementNames();
  // An 'error' event without a listener kills the process. The pool emits one for an idle
  // connection that dies (restart, pg_terminate_backend, idle_session_timeout) and drops it
  // itself; a checked-out connection emits on the client, and the pool drops it on release
  // because it is no longer queryable. The next request gets a fresh connection either way.
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
    // set on the client, not as a `types` function: pg asks for a parser per column of every
    // answer, and its own table answers that faster than a function consulted first
    for (const [oid, parse] of Object.entries(parsers)) client.setTypeParser(Number(oid), parse);
    if (names) nameRepeatedStatements(client, names);
  });
  return pool;
}

function reportToStderr(error: Error) {
  console.error(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'database connection lost',
      err: error.message,
    }),
  );
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function engineName(options: Pick<DbOptions, 'databaseUrl'>): 'postgresql' | 'pglite' {
  return options.databaseUrl ? 'postgresql' : 'pglite';
}
