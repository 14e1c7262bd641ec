import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { VacationPointEntryTable } from './vacation.tables.js';

/** The member's balance row, made on first use and held (FOR UPDATE) for the caller's transaction. */
export async function holdBalance(trx: Trx, memberId: number) {
  await trx
    .insertInto('vacation_point_balance')
    .values({ member_id: memberId, points: 0n, last_paid_at: null })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return trx
    .selectFrom('vacation_point_balance')
    .selectAll()
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setBalance(
  trx: Trx,
  memberId: number,
  points: bigint,
  lastPaidAt: Date | null,
) {
  await trx
    .updateTable('vacation_point_balance')
    .set({ points, last_paid_at: lastPaidAt })
    .where('member_id', '=', memberId)
    .execute();
}

export async function insertEntry(trx: Trx, entry: Omit<VacationPointEntryTable, 'id'>) {
  await trx.insertInto('vacation_point_entry').values(entry).execute();
}

export function findBalance(db: Db, memberId: number) {
  return db
    .selectFrom('vacation_point_balance')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function findEntries(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('vacation_point_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
