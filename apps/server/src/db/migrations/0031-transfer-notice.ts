import { sql, type Kysely } from 'kysely';

/**
 * Where the "transfer received" notices have got to: the last wallet_transfer id a
 * notice was written for. The notices follow the transfers in a job, not in the transfer's own
 * statement, which is held to its round-trip budget. It starts at the newest transfer, so the
 * transfers made before this migration are not announced afresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_notice_cursor (
      name text primary key,
      last_id bigint not null check (last_id >= 0)
    )`.execute(db);
  await sql`
    insert into wallet_notice_cursor (name, last_id)
    select 'transfer_received', coalesce(max(id), 0) from wallet_transfer`.execute(db);
}
