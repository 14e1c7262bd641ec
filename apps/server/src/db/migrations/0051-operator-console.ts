import { sql, type Kysely } from 'kysely';

/**
 * The operators' console (docs/console.md): operator accounts apart from members, their roles
 * (sets of named permissions), recovery codes, sign-in tickets and sessions, and one audit trail
 * for every console and CLI action. The audit trail is append-only: the database refuses an
 * update, a delete or a truncate of it, whoever asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_role (
      name text primary key,
      permissions text[] not null,
      built_in boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table operator (
      id serial primary key,
      login_name text not null,
      display_name text not null,
      password_hash text not null,
      -- the TOTP secret, encrypted under the server's key ring; null until enrolled
      totp_secret_enc text,
      totp_enrolled_at timestamptz,
      -- a secret offered at sign-in and not yet confirmed by a first code
      totp_pending_enc text,
      -- the last time step a code was accepted for, so one code is never accepted twice
      totp_last_step bigint not null default 0,
      roles text[] not null default '{}',
      -- the companies the operator may act for; null for all
      companies text[],
      disabled_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index operator_login_name on operator (lower(login_name))`.execute(db);
  await sql`
    create table operator_recovery_code (
      operator_id integer not null references operator(id),
      code_hash text not null,
      used_at timestamptz,
      primary key (operator_id, code_hash)
    )`.execute(db);
  // failed sign-ins per operator and client address: a lock holds only the address that failed,
  // so nobody elsewhere can lock an operator out, and it ends by itself
  await sql`
    create table operator_login_failure (
      operator_id integer not null references operator(id),
      address text not null,
      failed_count integer not null,
      locked_until timestamptz,
      primary key (operator_id, address)
    )`.execute(db);
  await sql`
    create table operator_ticket (
      ticket_hash text primary key,
      operator_id integer not null references operator(id),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`
    create table operator_session (
      token_hash text primary key,
      operator_id integer not null references operator(id),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index operator_session_operator on operator_session (operator_id)`.execute(db);
  await sql`
    create table audit_entry (
      id bigserial primary key,
      at timestamptz not null default now(),
      operator text not null,
      source text not null check (source in ('console', 'cli')),
      permission text,
      action text not null,
      company_code text,
      target text,
      reason text,
      outcome text not null check (outcome in ('ok', 'refused', 'failed')),
      before jsonb,
      after jsonb,
      address text
    )`.execute(db);
  await sql`create index audit_entry_at on audit_entry (at desc, id desc)`.execute(db);
  await sql`create index audit_entry_operator on audit_entry (operator, at desc)`.execute(db);
  await sql`create index audit_entry_target on audit_entry (target, at desc)`.execute(db);
  await sql`
    create function audit_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit trail is append-only: % refused', tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger audit_entry_immutable before update or delete on audit_entry
    for each row execute function audit_refuse_change()`.execute(db);
  await sql`
    create trigger audit_entry_no_truncate before truncate on audit_entry
    for each statement execute function audit_refuse_change()`.execute(db);
}
