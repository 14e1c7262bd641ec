import { sql, type Kysely } from 'kysely';

/**
 * Promotions (docs/promotions.md): a company's promotions with their window and
 * rules (validated by the contract's schema), each member's alphaspin seat (the secret seed of
 * the next spin, its commitment and the spins used) and every spin, with its revealed seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotion (
      id serial primary key,
      company_code text not null references company(code),
      code text not null,
      kind text not null check (kind in ('alphaspin', 'specialPrize', 'quarter')),
      title jsonb not null,
      starts_on date not null,
      ends_on date not null check (ends_on >= starts_on),
      rules jsonb not null,
      created_by text not null,
      created_at timestamptz not null default now(),
      unique (company_code, code)
    )`.execute(db);
  await sql`
    create table promotion_seat (
      promotion_id integer not null references promotion(id),
      member_id integer not null references member(id),
      server_seed text not null,
      commitment text not null,
      spins_used integer not null default 0,
      primary key (promotion_id, member_id)
    )`.execute(db);
  await sql`
    create table promotion_spin (
      id bigserial primary key,
      promotion_id integer not null references promotion(id),
      member_id integer not null references member(id),
      nonce integer not null,
      client_seed text not null,
      server_seed text not null,
      commitment text not null,
      slot_index integer not null,
      prize jsonb not null,
      label text not null,
      award text not null check (award in ('credited', 'pending', 'none')),
      journal_id bigint,
      created_at timestamptz not null,
      unique (promotion_id, member_id, nonce)
    )`.execute(db);
  // every operator command on promotions, accepted or refused (who, what, when, why not)
  await sql`
    create table promotion_audit (
      id bigserial primary key,
      operator text not null,
      command text not null,
      target text,
      outcome text not null check (outcome in ('ok', 'refused')),
      detail jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
