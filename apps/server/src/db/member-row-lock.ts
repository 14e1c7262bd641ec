import type { Db } from './client.js';

/**
 * Locks the member row for the rest of the transaction, so one member's changes to rows whose
 * rules span them (a default, a limit) run one after another; false when the member is gone.
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: rows that reference the member can still be written
 * beside it.
 */
export async function lockMemberRow(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('id', '=', memberId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
