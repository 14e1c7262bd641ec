import { sql, type Kysely } from 'kysely';

/**
 * A message's text in further languages: a company-wide notice or company news is written
 * once for members who read different languages, and each member reads the text in their
 * own. The message row keeps the text it was written in, so a message without any row here
 * (a personal notice, already in its reader's language) reads as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message_text (
      message_id integer not null references message(id) on delete cascade,
      locale text not null check (locale in ('en', 'id', 'ms', 'zh-CN')),
      title text not null,
      body text not null,
      primary key (message_id, locale)
    )`.execute(db);
}
