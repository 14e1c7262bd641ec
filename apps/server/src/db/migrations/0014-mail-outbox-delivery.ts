import { sql, type Kysely } from 'kysely';

/**
 * Mail is sent by a job: the outbox row records how many tries it took, the
 * Message-ID it was sent under (the same on every try, so a resend after a crash can be
 * recognised) and what the provider answered when it accepted the mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table mail_outbox
      add column attempts integer not null default 0,
      add column message_id text,
      add column provider_response text`.execute(db);
}
