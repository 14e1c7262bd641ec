import { sql, type Kysely } from 'kysely';

/**
 * The console's reports read a company's rows of a period (docs/console.md "Reports"): orders
 * by payment time, refunds, members by joining time, withdrawals and their settling steps by
 * time, autoship runs by date. Each gets the index its range needs, so a report of a year reads
 * that year's rows and not the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index shop_order_company_paid_idx on shop_order (company_code, paid_at)
    where paid_at is not null`.execute(db);
  await sql`create index order_refund_created_idx on order_refund (created_at)`.execute(db);
  await sql`create index member_company_created_idx on member (company_code, created_at)`.execute(
    db,
  );
  await sql`create index wallet_withdrawal_company_created_idx
    on wallet_withdrawal (company_code, created_at)`.execute(db);
  // only the steps that settle a withdrawal: paid, failed at the bank, rejected, cancelled
  await sql`create index wallet_withdrawal_event_settled_idx on wallet_withdrawal_event (created_at)
    where to_status in (5, 3, -1, 4)`.execute(db);
  await sql`create index autoship_run_date_idx on autoship_run (run_date)`.execute(db);
}
