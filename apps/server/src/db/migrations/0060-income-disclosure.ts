import { sql, type Kysely } from 'kysely';

/**
 * The income disclosure statements (modules/disclosure): each generation is kept with the
 * figures it computed and the ledger position it read up to, so a published statement never
 * changes under its readers, and generating again at that position can be compared with it.
 * Published is a time and a name, never undone: a statement replaced is superseded by a newer
 * one for the same period, which the public page shows first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table income_disclosure (
      id serial primary key,
      company_code text not null references company(code),
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      currency text not null,
      minor_unit integer not null,
      last_entry_id bigint not null,
      taken_at timestamptz not null,
      cycles integer not null,
      figures jsonb not null,
      generated_by text not null,
      generated_at timestamptz not null,
      published_by text,
      published_at timestamptz
    )`.execute(db);
  await sql`create index income_disclosure_company on income_disclosure (company_code, id desc)`.execute(
    db,
  );
}
