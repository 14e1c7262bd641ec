import { sql, type Expression, type QueryCreator } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';

export interface StoredAnswer {
  request_hash: string;
  outcome: 'ok' | 'error' | null;
  response: unknown;
}

/** A key's stored answer as a query, for a caller to embed in a statement it sends anyway. */
export function answerQuery(db: Db, scope: string, key: string) {
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'outcome', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key);
}

export function findAnswer(db: Db, scope: string, key: string): Promise<StoredAnswer | undefined> {
  return answerQuery(db, scope, key).executeTakeFirst();
}

/**
 * Stores the answer of a key, unless another request stored one first: then false. A request
 * that stores at the same moment waits here until the other commits (false) or rolls back.
 */
export async function storeAnswer(
  db: Db,
  answer: {
    scope: string;
    key: string;
    requestHash: string;
    outcome: 'ok' | 'error';
    response: unknown;
    at: Date;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_key')
    .values({
      scope: answer.scope,
      key: answer.key,
      request_hash: answer.requestHash,
      outcome: answer.outcome,
      response: JSON.stringify(answer.response),
      created_at: answer.at,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('scope')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `storeAnswer`'s insert of a success, as a CTE of a caller's own statement: `response` is
 * the answer's JSON text, made by that statement; with `when`, it is stored only when that
 * holds. Returns `scope` when it stored the answer.
 */
export function answerInsert<DB extends Database>(
  qc: QueryCreator<DB>,
  answer: { scope: string; key: string; requestHash: string; at: Date },
  response: Expression<string>,
  when?: Expression<boolean>,
) {
  const into = (qc as unknown as QueryCreator<Database>).insertInto('idempotency_key');
  const row = {
    scope: answer.scope,
    key: answer.key,
    request_hash: answer.requestHash,
    outcome: 'ok' as const,
    response: sql<string>`(${response})::json`,
    created_at: answer.at,
  };
  const insert = when
    ? into
        .columns(['scope', 'key', 'request_hash', 'outcome', 'response', 'created_at'])
        .expression(
          (qc as unknown as QueryCreator<Database>)
            .selectNoFrom([
              sql<string>`${row.scope}::text`.as('scope'),
              sql<string>`${row.key}::text`.as('key'),
              sql<string>`${row.request_hash}::text`.as('request_hash'),
              sql<string>`'ok'::text`.as('outcome'),
              row.response.as('response'),
              sql<Date>`${row.created_at}::timestamptz`.as('created_at'),
            ])
            .where(when),
        )
    : into.values(row);
  return insert.onConflict((oc) => oc.columns(['scope', 'key']).doNothing()).returning('scope');
}

/** Forgets the answers stored before `before`; returns how many. */
export async function deleteAnswersBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
