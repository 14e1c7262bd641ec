import { sql, type Kysely } from 'kysely';

/**
 * The message centre: each message gets a category the member filters by (the
 * spec's `type` stays for the detail call's b), and each member chooses per event kind
 * whether a notice also goes by mail. A missing preference row means the kind's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table message add column category text not null default 'system'
      check (category in ('system', 'orders', 'wallet', 'bonus', 'news'))`.execute(db);
  // news keeps being news; older personal notices stay under system
  await sql`update message set category = 'news' where type = 2`.execute(db);
  await sql`
    create table message_preference (
      member_id integer not null references member(id) on delete cascade,
      kind text not null check (kind ~ '^[a-zA-Z]{1,40}$'),
      by_email boolean not null,
      updated_at timestamptz not null default now(),
      primary key (member_id, kind)
    )`.execute(db);
  // message:send (ops): who sent what to whom, since the message itself names no sender
  await sql`
    create table message_send_audit (
      id serial primary key,
      operator text not null,
      target text not null,
      category text not null,
      title text not null,
      recipients integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
