import { sql } from 'kysely';
import type { Db } from '../../src/db/client.js';
import type { Trx } from '../../src/db/transaction.js';

const ROLLBACK = new Error('rollback');

/** Runs `work` in a transaction that is then rolled back, and answers what it returned. */
export async function rolledBack<R>(db: Db, work: (trx: Trx) => Promise<R>): Promise<R> {
  let seen: R | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      seen = await work(trx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return seen!;
}

/** Which of the ledger accounts this transaction holds a row lock on (its id in the row's xmax). */
export async function accountsLockedByMe(trx: Trx, ids: bigint[]) {
  const { rows } = await sql<{ id: string; mine: boolean }>`
    select id::text, xmax = xid(pg_current_xact_id()) as mine from ledger_account
    where id = any(${ids.map(String)}::bigint[]) order by id`.execute(trx);
  return rows.map((r) => [r.id, r.mine]);
}
