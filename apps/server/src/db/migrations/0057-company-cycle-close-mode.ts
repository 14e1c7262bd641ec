import { sql, type Kysely } from 'kysely';

/**
 * How each company's weekly cycle is closed (contract CYCLE_CLOSE_MODES): `automatic`, by the
 * weekly job; `reviewed`, only from the console after a preview and a second operator's audit.
 * Kept beside the adjustment threshold in the company's console settings (0054), whose table the
 * company module now owns; a company without a row closes automatically, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table console_company_setting
      add column cycle_close text not null default 'automatic'
        check (cycle_close in ('automatic', 'reviewed')),
      add column updated_by text,
      add column updated_at timestamptz`.execute(db);
}
