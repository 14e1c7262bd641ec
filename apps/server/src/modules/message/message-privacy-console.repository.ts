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

/** The latest messages written to the member alone, and whether they read each (member index). */
export function findLatestPersonalMessages(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('message as m')
    .leftJoin('message_read as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', memberId),
    )
    .select(['m.title', 'm.created_at', 'r.read_at'])
    .where('m.member_id', '=', memberId)
    .orderBy('m.created_at', 'desc')
    .limit(limit)
    .execute();
}
