import { sql, type Kysely } from 'kysely';

/**
 * The language of a company's low-stock alert mail. Its operators share one address and may not
 * read English; until now the mail was English only. Existing companies keep English. The
 * contract's locales are checked where the setting is saved, not here, so a new language needs
 * no migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table console_company_setting
      add column stock_alert_locale text not null default 'en'`.execute(db);
}
