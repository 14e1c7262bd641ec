import pg from 'pg';

/** The server every bench makes its databases on; its role must be allowed to create them. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * One statement on a connection of its own, closed before it returns: a bench keeps no pool
 * here that could hold on to a database it is about to drop.
 */
export async function query<R extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult<R>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<R>(statement, values);
  } finally {
    await client.end();
  }
}

/** A statement on the admin database: `create` and `drop database` cannot run in the target. */
export const admin = (statement: string, values: unknown[] = []) =>
  query(ADMIN_URL, statement, values);

/** Another database on the admin server, reached with the same role and options. */
export const databaseUrl = (name: string) =>
  Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

/** `<prefix>_<time>`: no two runs share a database, even of the same bench. */
export const benchDatabaseName = (prefix: string) => `${prefix}_${Date.now()}`;

export interface BenchDatabase {
  name: string;
  url: string;
  /** forced, so connections a stopped server left open do not keep the database alive */
  drop(): Promise<void>;
}

/** Creates an empty `<prefix>_<time>` (the server migrates it); the caller drops it in a finally. */
export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = benchDatabaseName(prefix);
  await admin(`create database ${name}`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Runs `fn` on a fresh `<prefix>_<time>` database and drops it afterwards, also when `fn` (or
 * the server set-up inside it) fails; `keep` leaves it for a look afterwards.
 */
export async function withBenchDatabase<T>(
  prefix: string,
  fn: (db: BenchDatabase) => Promise<T>,
  opts: { keep?: boolean } = {},
): Promise<T> {
  const db = await createBenchDatabase(prefix);
  // BENCH_KEEP_DATABASE=true: to run its statements by hand afterwards (EXPLAIN, pgbench)
  const keep = opts.keep || process.env.BENCH_KEEP_DATABASE === 'true';
  try {
    return await fn(db);
  } finally {
    if (keep) console.error(`kept the database ${db.name}`);
    else await db.drop();
  }
}
