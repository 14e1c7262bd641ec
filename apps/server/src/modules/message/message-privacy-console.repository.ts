import type { Db } from '../../db/client.js';

/** The messages written to the member alone (not the company's notices and news). */
export function findPersonalMessages(db: Db, memberId: number) {
  return db
    .selectFrom('message')
    .select(['id', 'category', 'title', 'body', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}
