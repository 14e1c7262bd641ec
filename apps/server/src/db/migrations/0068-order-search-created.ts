import { sql, type Kysely } from 'kysely';

/**
 * The console's order search, newest first, for an operator of every company: with no company
 * to start from, the page needs the orders by time across companies. Without this index the
 * first page of all orders sorted every order (seconds at ten million).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index shop_order_created_idx on shop_order (created_at desc, id desc)`.execute(
    db,
  );
}
