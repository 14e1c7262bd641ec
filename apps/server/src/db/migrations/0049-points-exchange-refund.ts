import { sql, type Kysely } from 'kysely';

/**
 * Refunding a points-shop exchange (docs/points-shop.md, "Refunding an exchange"):
 * - the vacation points history gains the kind `return`: points given back because the order
 *   they paid was refunded (a `refund` entry is the opposite, points taken back because an
 *   order that earned them was refunded);
 * - an exchange records when its points were given back, so they come back once however often
 *   a refund is tried.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vacation_point_entry drop constraint vacation_point_entry_kind_check`.execute(
    db,
  );
  await sql`
    alter table vacation_point_entry
      add constraint vacation_point_entry_kind_check
        check (kind in ('earn', 'refund', 'flush', 'spend', 'return'))`.execute(db);
  await sql`alter table points_exchange add column returned_at timestamptz`.execute(db);
}
