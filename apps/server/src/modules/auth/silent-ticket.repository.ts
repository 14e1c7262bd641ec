import type { Db } from '../../db/client.js';

/** Records a ticket id as used; false when it was used before (a replay). */
export async function recordTicketUse(db: Db, jti: string, memberId: number, at: Date) {
  const row = await db
    .insertInto('silent_ticket_use')
    .values({ jti, member_id: memberId, used_at: at })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids older than a ticket's lifetime cannot be replayed (the ticket expired), so they go. */
export async function deleteTicketUsesBefore(db: Db, before: Date) {
  await db.deleteFrom('silent_ticket_use').where('used_at', '<', before).execute();
}
