import type { ErrorKey } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { retryOnDisconnect } from '../../db/connection-errors.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import type { Expression, QueryCreator } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  answerInsert,
  answerQuery,
  findAnswer,
  storeAnswer,
  type StoredAnswer,
} from './idempotency.repository.js';
import type { Trx } from '../../db/transaction.js';
import { inTransaction, retryingStatement } from '../../db/transaction.js';
import { isAnsweredElsewhere } from './sql-refusal.js';
import { fingerprint } from './request-fingerprint.js';

export { fingerprint };

// the ledger's face offers the stored answer's shape with the calls that read it
export type { StoredAnswer };

interface IdempotentBase {
  /** whose keys: 'member:12' — keys of different members never meet */
  scope: string;
  key: string;
  /** the operation and its body (without secrets): the same key must come with the same */
  request: Record<string, unknown>;
  at: Date;
  /**
   * The key's stored answer (null: none), when the caller read it in a statement of its own
   * (`storedAnswerQuery`) just before; left out, it is looked up here.
   */
  seen?: StoredAnswer | null;
  /** checks that are not part of the answer (a wrong PIN may be retried with the same key) */
  before?: () => Promise<void>;
}

export type IdempotentCall<T> = IdempotentBase &
  (
    | {
        /** the work, in the transaction that also stores its answer (see `AnswerSlot`) */
        run: (trx: Trx, answer: AnswerSlot) => Promise<T>;
        alone?: undefined;
        attempt?: undefined;
      }
    | {
        /**
         * Or the work as one statement of its own, which stores its answer itself through
         * the ledger's `ledger_store_answer` (migration 0041) with what `ticket` holds: no
         * transaction of ours, so no BEGIN and COMMIT round trips.
         */
        alone: (ticket: AnswerTicket) => Promise<T>;
        run?: undefined;
        attempt?: undefined;
      }
    | {
        /**
         * Or one statement that also looks the key up and judges `before`'s check itself
         * (`seen` is then left out): it answers the key's stored answer instead of working
         * when there is one, and asks for `before` when it could not judge that check; it is
         * then sent again with `judged`. Stores its answer as `alone` does.
         */
        attempt: (ticket: AnswerTicket, judged: boolean) => Promise<Attempt<T>>;
        run?: undefined;
        alone?: undefined;
      }
  );

/** What an `attempt` statement answers: its work done, the key's stored answer, or `before` needed. */
export type Attempt<T> = { done: T } | { stored: StoredAnswer } | { before: true };

/** What a statement that stores its own answer (`IdempotentCall.alone`) needs to store it. */
export interface AnswerTicket {
  scope: string;
  key: string;
  requestHash: string;
  at: Date;
}

/**
 * Lets `run` store its answer inside a statement it sends anyway (one round trip less): it
 * adds `insert` as a CTE whose `response` is the JSON text of exactly what `run` returns, and
 * reports through `took` whether that insert stored it. A `run` that does not use the slot
 * has its answer stored after it, as before.
 */
export interface AnswerSlot {
  insert<DB extends Database>(
    qc: QueryCreator<DB>,
    response: Expression<string>,
    /** stored only when this holds (then `took` tells whether it was stored, if it held) */
    when?: Expression<boolean>,
  ): ReturnType<typeof answerInsert>;
  took(stored: boolean): void;
}

interface StoredError {
  key: ErrorKey;
  options: AppError['options'];
}

/** Another request (or our own lost attempt) stored the key's answer first: ours is undone. */
class AnsweredElsewhere extends Error {}

/**
 * Applies a money-moving request at most once per key. The answer is stored by the same
 * transaction that does the work, so a crash leaves neither; a member-facing refusal is
 * stored too. The stored answer is returned again for the same key; the same key with a
 * different body is refused. Two requests racing with one key: whichever stores first wins,
 * the other's work is rolled back and it answers what the first stored.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall<T>): Promise<T> {
  const requestHash = fingerprint(call.request);
  if (call.attempt) return attempted(db, call, call.attempt, requestHash);
  const stored =
    call.seen !== undefined
      ? call.seen
      : await retryOnDisconnect(() => findAnswer(db, call.scope, call.key));
  if (stored) return replay<T>(stored, requestHash);
  await call.before?.();
  try {
    // A connection that breaks mid-way leaves the transaction committed or not, unknown here.
    // Each later attempt looks first: the answer is stored by the same transaction, so a stored one
    // means it committed (replay it), none means it never did (run again). The key's unique
    // row also stops a late commit of the lost attempt from doubling the work.
    let attempt = 0;
    return await retryOnDisconnect(async () => {
      if (attempt++ > 0 && (await findAnswer(db, call.scope, call.key))) {
        throw new AnsweredElsewhere();
      }
      if (call.alone) return await runAlone(call.alone, ticketOf(call, requestHash));
      const run = call.run;
      return inTransaction(db, async (trx) => {
        let took: boolean | undefined;
        const slot: AnswerSlot = {
          insert: (qc, response, when) =>
            answerInsert(
              qc,
              { scope: call.scope, key: call.key, requestHash, at: call.at },
              response,
              when,
            ),
          took: (stored) => {
            took = stored;
          },
        };
        const value = await run(trx, slot);
        const stored = took ?? (await storeAnswer(trx, answerOf(call, requestHash, 'ok', value)));
        if (!stored) throw new AnsweredElsewhere();
        return value;
      });
    });
  } catch (error) {
    return failed(db, call, requestHash, error);
  }
}

const ticketOf = (call: IdempotentBase, requestHash: string): AnswerTicket => ({
  scope: call.scope,
  key: call.key,
  requestHash,
  at: call.at,
});

const answerOf = (
  call: IdempotentBase,
  requestHash: string,
  outcome: 'ok' | 'error',
  response: unknown,
) => ({ ...ticketOf(call, requestHash), outcome, response });

/**
 * The work failed: another request's answer stored first is replayed; a member-facing
 * refusal is stored as the key's answer (unless another was stored first) and thrown.
 */
async function failed<T>(
  db: Db,
  call: IdempotentBase,
  requestHash: string,
  error: unknown,
): Promise<T> {
  if (error instanceof AnsweredElsewhere) return replayStored<T>(db, call, requestHash);
  if (!isAppError(error)) throw error;
  const refusal: StoredError = { key: error.key, options: error.options };
  if (!(await storeAnswer(db, answerOf(call, requestHash, 'error', refusal))))
    return replayStored<T>(db, call, requestHash);
  throw error;
}

/**
 * `runIdempotent` for a statement that looks its key up itself. A lost connection sends it
 * again: it then finds the answer its lost self stored, if that committed. `before`'s own
 * refusals are never stored (a wrong PIN may be retried with the same key), nor a replay's.
 */
async function attempted<T>(
  db: Db,
  call: IdempotentBase,
  attempt: (ticket: AnswerTicket, judged: boolean) => Promise<Attempt<T>>,
  requestHash: string,
): Promise<T> {
  const ticket = ticketOf(call, requestHash);
  for (let judged = false; ; judged = true) {
    let outcome: Attempt<T>;
    try {
      outcome = await retryOnDisconnect(() => runAlone((t) => attempt(t, judged), ticket));
    } catch (error) {
      return failed(db, call, requestHash, error);
    }
    if ('done' in outcome) return outcome.done;
    if ('stored' in outcome) return replay<T>(outcome.stored, requestHash);
    if (judged) throw new Error('idempotent attempt: asked for its check once it was judged');
    await call.before?.();
  }
}

/** The one statement, again on a deadlock; a key stored first by another request undoes it. */
async function runAlone<T>(alone: (ticket: AnswerTicket) => Promise<T>, ticket: AnswerTicket) {
  try {
    return await retryingStatement(() => alone(ticket));
  } catch (error) {
    if (isAnsweredElsewhere(error)) throw new AnsweredElsewhere();
    throw error;
  }
}

/** A key's stored answer as a query another statement may embed (see `IdempotentCall.seen`). */
export const storedAnswerQuery = (db: Db, scope: string, key: string) =>
  answerQuery(db, scope, key);

async function replayStored<T>(db: Db, call: IdempotentBase, requestHash: string): Promise<T> {
  const winner = await findAnswer(db, call.scope, call.key);
  if (!winner) throw new Error(`idempotency key ${call.scope}/${call.key} vanished`);
  return replay<T>(winner, requestHash);
}

function replay<T>(stored: StoredAnswer, requestHash: string): T {
  if (stored.request_hash !== requestHash) throw new AppError('idempotencyConflict');
  if (stored.outcome === 'error') {
    const { key, options } = stored.response as StoredError;
    throw new AppError(key, options);
  }
  return stored.response as T;
}
