import type { Transaction } from 'kysely';
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
export async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    // message centre: what this attempt asked to do once it commits
    const hooks: (() => void)[] = [];
    try {
      const result = await db.transaction().execute((trx) => {
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
