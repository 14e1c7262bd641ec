import { sql, type Kysely } from 'kysely';

/**
 * Wrong guesses at a sponsor's e-wallet password (the sponsor's PIN, asked when a member pays
 * from the e-product account), counted on the payer's row and locking only the payer: counted
 * on the sponsor's PIN row, any recruit could keep its sponsor's wallet locked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sponsor_pin_guard (
      payer_id integer primary key references member(id) on delete cascade,
      failed_count smallint not null default 0 check (failed_count >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null
    )`.execute(db);
}
