import { sql, type Kysely } from 'kysely';

/**
 * The pictures no row names, as the daily sweep saw them (flows/picture-sweep.flow.ts). A file
 * is deleted only when a sweep a day or more after the first still finds it unnamed: a checkout
 * that read a product's picture just before an operator removed it names the file a moment
 * after, and a deleted file cannot be brought back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table file_unnamed (
      key text primary key,
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null
    )`.execute(db);
}
