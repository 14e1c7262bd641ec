import { sql, type Kysely } from 'kysely';

/**
 * A library document an operator withdrew from the console: members no longer see or download
 * it, and the console lists it as withdrawn until it is published again. Documents added before
 * stay published (null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table library_document add column withdrawn_at timestamptz`.execute(db);
}
