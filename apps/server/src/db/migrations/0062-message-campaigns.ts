import { sql, type Kysely } from 'kysely';

/**
 * A message campaign sent from the console: its audience and text, and one row per member it
 * is for, taken when it is sent. A recipient's `message_id` is set in the same statement that
 * writes their message, so a retried send job skips the members it already wrote to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message_campaign (
      id serial primary key,
      company_code text not null,
      audience jsonb not null,
      category text not null,
      title text not null,
      body text not null,
      status text not null default 'queued',
      total integer not null,
      sent integer not null default 0,
      created_by text not null,
      created_at timestamptz not null,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index message_campaign_company_idx on message_campaign (company_code, id desc)`.execute(
    db,
  );
  await sql`
    create table message_campaign_recipient (
      campaign_id integer not null references message_campaign (id),
      member_id integer not null,
      message_id integer,
      primary key (campaign_id, member_id)
    )`.execute(db);
}
