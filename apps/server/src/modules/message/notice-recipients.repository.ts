import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { MessageTable } from './message.tables.js';

/** What a notice needs of its recipients: company, login name, mail and language. */
export function recipientsOf(db: Db, memberIds: number[]) {
  return db
    .selectFrom('member')
    .select(['id', 'company_code', 'login_name', 'email', 'preferred_locale'])
    .where('id', 'in', memberIds)
    .execute();
}

/** Many members' messages in one statement (a cycle's payout, its promotions). */
export async function insertMessages(db: Db, rows: Insertable<MessageTable>[]) {
  if (rows.length > 0) await db.insertInto('message').values(rows).execute();
}
