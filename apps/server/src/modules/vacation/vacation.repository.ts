import { sql, type Expression, type QueryCreator } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/insert-rows.js';
import type { StatementWrite } from '../../db/statement-write.js';
import type { Trx } from '../../db/transaction.js';
import type { VacationPointEntryTable } from './vacation.tables.js';

/**
 * The member's balance row, made on first use and held for the caller's transaction, in one
 * statement: an upsert whose no-op update takes the row lock and answers the row as it is now
 * (committed by anyone before), as `FOR UPDATE` would after an insert that did nothing.
 * `alongside`, another module's expression, is answered with it (the ledger's points accounts);
 * `carried`, other modules' writes of the same transaction (the order's volume), are made by it.
 */
export function holdBalance<T>(
  trx: Trx,
  memberId: number,
  alongside: Expression<T>,
  carried: readonly StatementWrite[] = [],
) {
  let q = trx as unknown as QueryCreator<Database>;
  carried.forEach((write, i) => {
    q = q.with(`carried_${i}`, write as never) as unknown as QueryCreator<Database>;
  });
  return q
    .insertInto('vacation_point_balance')
    .values({ member_id: memberId, points: 0n, last_paid_at: null })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({ member_id: eb.ref('excluded.member_id') })),
    )
    .returningAll()
    .returning(sql<T>`${alongside}`.as('alongside'))
    .executeTakeFirstOrThrow();
}

/** The held balance row's new points and last paid time, as a query of its own or a CTE's. */
export function balanceUpdate(
  db: QueryCreator<Database>,
  memberId: number,
  points: bigint,
  lastPaidAt: Date | null,
) {
  return db
    .updateTable('vacation_point_balance')
    .set({ points, last_paid_at: lastPaidAt })
    .where('member_id', '=', memberId);
}

/** A history entry, as a CTE of the points journal's statement (it is written with it). */
export function entryInsert(entry: Omit<VacationPointEntryTable, 'id'>) {
  return insertRows('vacation_point_entry', [entry], { cte: true });
}

/** The held balance row's new points and last paid time, when no points move (no entry). */
export async function setBalance(
  trx: Trx,
  memberId: number,
  points: bigint,
  lastPaidAt: Date | null,
) {
  await balanceUpdate(trx, memberId, points, lastPaidAt).execute();
}

export function findBalance(db: Db, memberId: number) {
  return db
    .selectFrom('vacation_point_balance')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/**
 * A page of the member's history, newest first by the entry's own time, id breaking ties. The
 * balance after each entry is summed in that time order over the whole history (before the
 * page is cut): the stored one follows insertion order, which a back-dated payment makes differ.
 */
export function findEntries(db: Db, memberId: number, limit: number, offset: number) {
  const summed = db
    .selectFrom('vacation_point_entry')
    .select(['id', 'kind', 'points', 'order_type', 'bv', 'order_no', 'created_at'])
    .select(sql<bigint>`(sum(points) over (order by created_at, id))::int8`.as('balance_after'))
    .where('member_id', '=', memberId);
  return db
    .selectFrom(summed.as('e'))
    .selectAll()
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countEntries(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('vacation_point_entry')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members holding points whose last paid order is older than `before` (a batch, by id). */
export async function findFlushCandidates(db: Db, before: Date, afterId: number, limit: number) {
  return db
    .selectFrom('vacation_point_balance')
    .select(['member_id'])
    .where('points', '>', 0n)
    .where('last_paid_at', '<', before)
    .where('member_id', '>', afterId)
    .orderBy('member_id')
    .limit(limit)
    .execute();
}
