import { sql, type Kysely } from 'kysely';

/**
 * Autoship (docs/autoship.md): a member's scheduled order with a card on file, its lines, and
 * one row per run. A run's period is the date it was scheduled for, and `(autoship_id,
 * run_date)` is unique: however many servers run the job, and however often, a period is
 * claimed once. The card sandbox's tokens learn to be vaulted (kept for merchant-initiated
 * charges) with their expiry; the number never is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table autoship (
      id serial primary key,
      member_id integer not null references member(id),
      company_code text not null,
      status text not null check (status in ('active', 'paused', 'cancelled')),
      pause_reason text check (pause_reason in ('member', 'memberStatus', 'cardRefused')),
      pause_detail text,
      schedule_kind text not null check (schedule_kind in ('monthDay', 'everyWeeks')),
      schedule_value integer not null check (schedule_value between 1 and 28),
      next_run_date date,
      delivery_mode text not null,
      address_id integer,
      centre_id integer,
      card_token text not null,
      card_brand text not null,
      card_last4 text not null,
      card_exp_month integer not null,
      card_exp_year integer not null,
      quoted_total bigint not null,
      locale text not null,
      idempotency_key text not null unique,
      request_hash text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      cancelled_at timestamptz
    )`.execute(db);
  await sql`create index autoship_member on autoship (member_id)`.execute(db);
  await sql`create index autoship_due on autoship (next_run_date) where status = 'active'`.execute(
    db,
  );
  await sql`
    create table autoship_line (
      autoship_id integer not null references autoship(id) on delete cascade,
      product_sku_id integer not null,
      qty integer not null check (qty > 0),
      position integer not null,
      primary key (autoship_id, product_sku_id)
    )`.execute(db);
  await sql`
    create table autoship_run (
      id serial primary key,
      autoship_id integer not null references autoship(id),
      run_date date not null,
      status text not null check (status in ('pending', 'paid', 'retrying', 'failed', 'skipped')),
      problem text,
      tries integer not null default 0,
      next_retry_date date,
      order_id integer,
      order_no text,
      amount_minor bigint,
      bv bigint,
      currency text not null,
      minor_unit integer not null,
      omitted jsonb not null default '[]',
      triggered_by text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (autoship_id, run_date)
    )`.execute(db);
  await sql`create index autoship_run_open on autoship_run (status) where status in ('pending', 'retrying')`.execute(
    db,
  );
  await sql`
    create table autoship_preflight (
      autoship_id integer not null references autoship(id),
      run_date date not null,
      problems jsonb not null,
      sent_at timestamptz not null,
      primary key (autoship_id, run_date)
    )`.execute(db);
  await sql`
    alter table sandbox_card_token
      add column vaulted boolean not null default false,
      add column exp_month integer,
      add column exp_year integer`.execute(db);
}
