import { sql, type Kysely } from 'kysely';

/**
 * Members' uploaded profile pictures, re-encoded to one small WebP. The bytes live
 * in the database so every server instance answers them without shared disk; `version` is in
 * the picture's address, so a new upload is a new URL and browsers may cache forever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_picture (
      member_id integer primary key references member(id) on delete cascade,
      version text not null check (version ~ '^[a-z0-9]{1,16}$'),
      content bytea not null check (octet_length(content) <= 262144),
      updated_at timestamptz not null default now()
    )`.execute(db);
}
