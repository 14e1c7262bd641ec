import { sql, type Kysely } from 'kysely';

/** The member's preferred language (POST /sys/locale), so mails go out in it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column preferred_locale text`.execute(db);
  await sql`create index carousel_item_company_idx on carousel_item (company_code, platform, sort)`.execute(
    db,
  );
}
