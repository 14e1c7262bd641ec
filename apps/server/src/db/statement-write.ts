import { sql, type QueryCreator } from 'kysely';
import type { Db } from './client.js';
import type { Database } from './schema.js';

/**
 * A data-modifying query another statement carries as one of its CTEs (the ledger's journal
 * carries the order's step and the caller's rows): no round trip of its own, and written only
 * if that statement is. It reads no other CTE, so it needs no name.
 */
export type StatementWrite = (db: QueryCreator<Database>) => { toOperationNode(): unknown };

/**
 * Writes no later statement carried, made by one statement of their own (CTEs and `select 1`);
 * none at all is no round trip.
 */
export async function runWrites(trx: Db, writes: readonly StatementWrite[]): Promise<void> {
  if (writes.length === 0) return;
  let q = trx.with('w0', writes[0]! as never);
  writes.slice(1).forEach((write, i) => {
    q = q.with(`w${i + 1}`, write as never) as unknown as typeof q;
  });
  await q.selectNoFrom(sql<number>`1`.as('done')).execute();
}

/**
 * Writes handed to the next statement that takes them (an event's publisher gathers them from
 * the subscribers that only write, and passes them to the next subscriber); `take` empties it.
 */
export class CarriedWrites {
  private writes: StatementWrite[] = [];

  add(writes: readonly StatementWrite[]): void {
    this.writes.push(...writes);
  }

  take(): StatementWrite[] {
    const taken = this.writes;
    this.writes = [];
    return taken;
  }

  /** what nobody took, written now */
  flush(trx: Db): Promise<void> {
    return runWrites(trx, this.take());
  }
}
