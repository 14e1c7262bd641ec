import { sql, type Transaction } from 'kysely';
import type { Db } from './client.js';
import type { Database } from './schema.js';

/** A Kysely transaction over the whole schema: what repositories take when they must share one. */
export type Trx = Transaction<Database>;

/** serialization_failure and deadlock_detected: the database asks us to try again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 6;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, again from the start when the database reports a deadlock or
 * a serialization failure: a member never sees either, only the outcome of a clean attempt.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Trx) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const begun = options?.plans === 'kept' ? withKeptPlans : plainTransaction;
  for (let attempt = 1; ; attempt++) {
    // message centre: what this attempt asked to do once it commits
    const hooks: (() => void)[] = [];
    try {
      const result = await begun(db, (trx) => {
        commitHooks.set(trx, hooks);
        return work(trx);
      });
      for (const hook of hooks) runHook(hook);
      return result;
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      // jittered backoff, so the transactions that collided do not collide again
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}

export interface TransactionOptions {
  /**
   * 'kept': every statement with parameters is planned once per connection for any values
   * (PostgreSQL's generic plan) instead of afresh for the values at hand. For short
   * transactions whose statements read and write rows by key, such as a money-moving
   * request's: PostgreSQL cannot see how long an array parameter is, so it judges the kept
   * plan of a statement taking arrays dearer than one made for the values and plans that
   * statement again on every call, for the same plan (docs/benchmarks.md, "plans kept").
   * Never for a statement whose best plan depends on its values (a search, a report).
   */
  plans?: 'kept';
}

const plainTransaction = <T>(db: Db, work: (trx: Trx) => Promise<T>) =>
  db.transaction().execute(work);

/** One text, so the setting costs no round trip (PGlite runs it as a script: db/pglite-dialect.ts). */
const BEGIN_KEEPING_PLANS = 'begin; set local plan_cache_mode = force_generic_plan';

/**
 * A transaction like Kysely's (BEGIN, the work, COMMIT, or ROLLBACK when the work or the
 * COMMIT fails) on one connection, whose BEGIN also keeps plans for this transaction only:
 * `set local` ends with it, so the connection goes back to the pool as it was.
 */
function withKeptPlans<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql.raw(BEGIN_KEEPING_PLANS).execute(conn);
    try {
      // the connection's Kysely has every method work uses of a transaction's
      const result = await work(conn as unknown as Trx);
      await sql.raw('commit').execute(conn);
      return result;
    } catch (error) {
      // a failed COMMIT has already ended the transaction; ROLLBACK then only warns
      await sql
        .raw('rollback')
        .execute(conn)
        .catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Runs one statement that is its own transaction (autocommit), again when the database
 * reports a deadlock or a serialization failure, as inTransaction does for a transaction.
 */
export async function retryingStatement<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}

// message centre: signals sent only once the transaction that caused them commits
const commitHooks = new WeakMap<object, (() => void)[]>();

function runHook(hook: () => void): void {
  try {
    hook();
  } catch {
    // a signal after the commit must never turn a committed change into an error
  }
}

/**
 * Runs `hook` once `db` commits: at once when `db` is no transaction (or one not opened by
 * inTransaction), never when it rolls back. For signals outside the database (the live
 * unread badge), which must not announce what may still roll back.
 */
export function afterCommit(db: Db, hook: () => void): void {
  const hooks = commitHooks.get(db);
  if (hooks) hooks.push(hook);
  else runHook(hook);
}
