import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import './ledger-check-console.tables.js';

export async function insertCheckResult(
  trx: Trx,
  r: { at: Date; by: string; ok: boolean; problems: number; firstProblems: string[] },
) {
  const row = await trx
    .insertInto('ledger_check_result')
    .values({
      at: r.at,
      by: r.by,
      ok: r.ok,
      problems: r.problems,
      first_problems: JSON.stringify(r.firstProblems),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest result, on the (at desc, id desc) index. */
export function findLastCheckResult(db: Db) {
  return db
    .selectFrom('ledger_check_result')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
