import { sql, type Insertable } from 'kysely';
import { arrayLiteral, type Scalar } from '../../db/bulk-write.js';
import type { Db } from '../../db/client.js';
import type { MessageTable } from './message.tables.js';

/**
 * What a notice needs of its recipients: company, login name, mail and language (their chosen
 * one, and their company's, character_coding, for a member who never chose).
 */
const recipients = (db: Db) =>
  db
    .selectFrom('member as m')
    .innerJoin('company as c', 'c.code', 'm.company_code')
    .select([
      'm.id',
      'm.company_code',
      'm.login_name',
      'm.email',
      'm.preferred_locale',
      'c.character_coding',
    ]);

export function recipientsOf(db: Db, memberIds: number[]) {
  return recipients(db).where('m.id', 'in', memberIds).execute();
}

/** The recipients of a bulk notice, from an array (any of one parameter, however many). */
export function recipientsOfMany(db: Db, memberIds: readonly number[]) {
  return recipients(db)
    .where(sql<boolean>`m.id = any(${arrayLiteral(memberIds)}::integer[])`)
    .execute();
}

export type BulkMessage = Pick<
  Insertable<MessageTable>,
  'company_code' | 'member_id' | 'type' | 'title' | 'body'
> & { category: string };

/**
 * Many members' messages at one time (a cycle's payout, its promotions), from arrays (unnest,
 * db/bulk-write.ts): one statement per slice, not a VALUES list of seven parameters a row. The
 * texts go as JSON arrays (escaped natively by JSON.stringify), zipped by ROWS FROM.
 */
export async function insertMessages(db: Db, rows: readonly BulkMessage[], at: Date) {
  if (rows.length === 0) return;
  const c = <V extends Scalar>(pick: (r: BulkMessage) => V) => arrayLiteral(rows.map(pick));
  await sql`
    insert into message (company_code, member_id, type, category, title, body, created_at)
    select u.company_code, u.member_id, u.type, u.category, u.title, u.body, ${at}::timestamptz
    from rows from (unnest(${c((r) => r.company_code)}::text[]),
      unnest(${c((r) => r.member_id)}::integer[]), unnest(${c((r) => r.type)}::integer[]),
      unnest(${c((r) => r.category)}::text[]),
      jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.title))}::jsonb),
      jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.body))}::jsonb))
      with ordinality as u(company_code, member_id, type, category, title, body, n)
    order by u.n`.execute(db);
}
