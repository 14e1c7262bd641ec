import { sql, type Kysely } from 'kysely';

/**
 * The PostgreSQL file store (src/lib/file-store): uploaded files every server of the portal
 * reads, kept in chunks of about 1 MiB so a large library video is never one huge value and a
 * video player's range reads only the chunks it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stored_file (
      key text primary key,
      size bigint not null,
      content_type text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table stored_file_chunk (
      key text not null references stored_file(key) on delete cascade,
      seq integer not null check (seq >= 0),
      bytes bytea not null,
      primary key (key, seq)
    )`.execute(db);
}
