import { sql, type Kysely } from 'kysely';

/**
 * The console's orders: the carrier and tracking number a shipment is sent with (the member
 * sees them in the order history), operators' notes on an order's timeline, and the indexes
 * the order search and the pick list read by (a company's orders by time, by status and time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shop_order add column carrier text, add column tracking_no text`.execute(
    db,
  );
  await sql`
    create table order_note (
      id bigserial primary key,
      order_id integer not null references shop_order (id),
      at timestamptz not null,
      operator text not null,
      note text not null
    )`.execute(db);
  await sql`create index order_note_order_idx on order_note (order_id, id)`.execute(db);
  await sql`create index shop_order_company_created_idx on shop_order (company_code, created_at desc)`.execute(
    db,
  );
  await sql`create index shop_order_company_status_idx on shop_order (company_code, status, created_at desc)`.execute(
    db,
  );
}
