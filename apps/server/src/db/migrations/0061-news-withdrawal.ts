import { sql, type Kysely } from 'kysely';

/**
 * A news item an operator withdrew from the console: members no longer see it, and the
 * console lists it as withdrawn (an expired item is one whose `expire_at` passed on its own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table news_item add column withdrawn_at timestamptz`.execute(db);
}
