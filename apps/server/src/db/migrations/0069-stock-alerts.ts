import { sql, type Kysely } from 'kysely';

/**
 * Low-stock alerts by mail. Operators have no e-mail address, so each company may name one in
 * its console settings (null: no alert). The daily job records each company's alert for its
 * business day here, in the transaction that puts the mail in the outbox: the key makes a
 * second run of the same day, on this server or another, send nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table console_company_setting add column stock_alert_email text`.execute(db);
  await sql`
    create table stock_alert (
      company_code text not null references company (code),
      business_day date not null,
      to_address text not null,
      skus integer not null check (skus > 0),
      sent_at timestamptz not null,
      primary key (company_code, business_day)
    )`.execute(db);
}
