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
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      // jittered backoff, so the transactions that collided do not collide again
      await pause(Math.random() * 10 * 2 ** attempt);
    }
  }
}
