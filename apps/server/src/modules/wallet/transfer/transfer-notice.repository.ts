import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';

const CURSOR = 'transfer_received';

/** The last transfer announced, its row held until the transaction ends (one job at a time). */
export async function holdTransferNoticeCursor(trx: Trx): Promise<bigint> {
  const row = await trx
    .selectFrom('wallet_notice_cursor')
    .select('last_id')
    .where('name', '=', CURSOR)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return BigInt(row.last_id);
}

export function moveTransferNoticeCursor(trx: Trx, lastId: bigint) {
  return trx
    .updateTable('wallet_notice_cursor')
    .set({ last_id: lastId })
    .where('name', '=', CURSOR)
    .execute();
}

/**
 * The highest transfer id whose transaction has ended. Ids are taken at insert and rows seen
 * at commit, so a transfer may commit after one with a higher id: a cursor moved past that id
 * would never see it. A SHARE lock on the table waits for every insert in flight to end and
 * lets none start while it is held (a moment: one read), so every id up to the one read under
 * it is settled, and any later insert takes a higher id. Bounded by `lock_timeout`: a run
 * that cannot have it in time fails and the job retries.
 */
export function settledTransferId(db: Db): Promise<bigint> {
  return inTransaction(db, async (trx) => {
    await sql`set local lock_timeout = '5s'`.execute(trx);
    await sql`lock table wallet_transfer in share mode`.execute(trx);
    const row = await trx
      .selectFrom('wallet_transfer')
      .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
      .executeTakeFirstOrThrow();
    return BigInt(row.id);
  });
}

/** The transfers after `lastId` up to `upTo`, oldest first, with what their notice says. */
export function transfersAfter(trx: Trx, lastId: bigint, upTo: bigint, limit: number) {
  return trx
    .selectFrom('wallet_transfer as t')
    .innerJoin('member as sender', 'sender.id', 't.from_member_id')
    .innerJoin('company as c', 'c.code', 't.company_code')
    .select([
      't.id',
      't.from_member_id',
      't.to_member_id',
      't.amount',
      't.currency',
      'c.minor_unit',
      'sender.login_name as from_login',
    ])
    .where('t.id', '>', lastId)
    .where('t.id', '<=', upTo)
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
