import { sql, type Kysely } from 'kysely';

/**
 * The console's stock adjustments: every operator change of a SKU's stock is one row here,
 * written in the transaction that changes `product_sku.stock` (the stock after it is the row's
 * own, so the history reads without replaying it). A SKU's low-stock threshold: at or under it
 * the SKU is listed as low; null takes the catalogue's default (LOW_STOCK_DEFAULT).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_movement (
      id serial primary key,
      sku_id integer not null references product_sku (id),
      delta integer not null check (delta <> 0),
      stock_after integer not null check (stock_after >= 0),
      reason text not null,
      operator text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index stock_movement_sku on stock_movement (sku_id, id desc)`.execute(db);
  await sql`
    alter table product_sku
      add column low_stock_threshold integer check (low_stock_threshold >= 0)`.execute(db);
}
