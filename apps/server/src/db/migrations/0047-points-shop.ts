import { sql, type Kysely } from 'kysely';

/**
 * The points shop (spec "Main mode" PointsShop, compensation-plan.md "Vacation points"):
 * - a SKU may have a price in vacation points (whole points; null: not in the points shop);
 * - the vacation points history records a `spend` (an exchange) and names the order that
 *   moved the points, so a refund takes back exactly what its order earned;
 * - an exchange: the order paid in points (order type 70), what it cost and what it bought;
 * - the order type 70 "points exchange" joins the option list (the seed writes it for new
 *   databases; an existing one gets it here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table product_sku
      add column points_price bigint check (points_price is null or points_price > 0)`.execute(db);
  // the order type 70: an exchange's order, paid in points
  await sql`alter table shop_order drop constraint shop_order_order_type_check`.execute(db);
  await sql`
    alter table shop_order
      add constraint shop_order_order_type_check
        check (order_type in (10, 20, 30, 40, 66, 70))`.execute(db);
  await sql`alter table vacation_point_entry drop constraint vacation_point_entry_kind_check`.execute(
    db,
  );
  await sql`
    alter table vacation_point_entry
      add constraint vacation_point_entry_kind_check
        check (kind in ('earn', 'refund', 'flush', 'spend'))`.execute(db);
  await sql`alter table vacation_point_entry add column order_no text`.execute(db);
  await sql`
    create index vacation_point_entry_order on vacation_point_entry (order_no)
      where order_no is not null`.execute(db);
  await sql`
    create table points_exchange (
      order_id integer primary key references shop_order(id),
      member_id integer not null references member(id),
      company_code text not null references company(code),
      points bigint not null check (points > 0),
      lines jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index points_exchange_member on points_exchange (member_id, created_at desc)`.execute(
    db,
  );
  await sql`
    insert into sys_option (list_code, value, label_key, sort)
    select 'orderType', '70', 'option.orderType.70', 5
    where exists (select 1 from sys_option where list_code = 'orderType')
      and not exists (select 1 from sys_option where list_code = 'orderType' and value = '70')`.execute(
    db,
  );
}
