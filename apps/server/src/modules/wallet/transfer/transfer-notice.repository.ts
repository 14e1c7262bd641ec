import type { Trx } from '../../../db/transaction.js';

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

/** The transfers after `lastId`, oldest first, with what their notice says. */
export function transfersAfter(trx: Trx, lastId: bigint, limit: number) {
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
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
