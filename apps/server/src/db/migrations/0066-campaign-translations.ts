import { sql, type Kysely } from 'kysely';

/**
 * A campaign's message in other languages than English, `{"ms": {"title", "body"}, …}`: each
 * member receives the one of their preferred language (`member.preferred_locale`), else the
 * English text. Campaigns sent before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_campaign add column translations jsonb not null default '{}'::jsonb`.execute(
    db,
  );
}
