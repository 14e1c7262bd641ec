import { sql, type Kysely } from 'kysely';

/**
 * A file a mail of the outbox carries (the invoice's PDF), stored with the mail in the
 * transaction that queues it: every try of the send job sends the same bytes, and what a
 * member was sent can be read back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox_attachment (
      outbox_id bigint not null references mail_outbox (id) on delete cascade,
      seq integer not null check (seq >= 0),
      file_name text not null check (length(file_name) between 1 and 200),
      content_type text not null,
      content bytea not null,
      primary key (outbox_id, seq)
    )`.execute(db);
}
