import { sql, type Kysely } from 'kysely';

/**
 * The application's province from the area table (the form's area
 * pickers; null where the country has no province list, the typed name kept either way), and
 * the sponsor's standing placement preference, which the holding tank's expiry job follows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table registration_application
      add column state_id integer references area(id),
      add column state_name text not null default ''`.execute(db);

  // one row per sponsor who chose; no row reads as the default ('first')
  await sql`
    create table placement_preference (
      member_id integer primary key references member(id),
      choice text not null check (choice in ('L', 'R', 'first', 'weak', 'strong', 'later')),
      updated_at timestamptz not null
    )`.execute(db);
}
