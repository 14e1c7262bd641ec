import { sql, type Kysely } from 'kysely';

/**
 * Promotion prizes credited for real (docs/promotions.md, "Prizes"):
 * - reward points: an append-only ledger of a member's points, one row per credit or debit,
 *   unique per source (kind, ref) so a retried award cannot credit twice; the balance is the sum;
 * - goal promotions' tier prizes: one row per member, promotion and tier (the unique key makes
 *   settling exactly-once), and the promotion's settled_at once all its members are paid;
 * - a product prize handed out by an operator: `fulfilled`, with who, when and a note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reward_points_entry (
      id bigserial primary key,
      company_code text not null references company(code),
      member_id integer not null references member(id),
      kind text not null check (kind in ('promotionSpin', 'promotionTier')),
      points bigint not null check (points <> 0),
      ref text not null,
      memo text not null,
      created_at timestamptz not null,
      unique (kind, ref)
    )`.execute(db);
  await sql`create index reward_points_entry_member on reward_points_entry (member_id, id)`.execute(
    db,
  );
  await sql`
    create table promotion_tier_award (
      id bigserial primary key,
      promotion_id integer not null references promotion(id),
      member_id integer not null references member(id),
      tier_index integer not null check (tier_index >= 0),
      label text not null,
      prize jsonb not null,
      award text not null check (award in ('credited', 'pending', 'fulfilled')),
      journal_id bigint,
      created_at timestamptz not null,
      fulfilled_at timestamptz,
      fulfilled_by text,
      fulfil_note text,
      unique (promotion_id, member_id, tier_index)
    )`.execute(db);
  await sql`create index promotion_tier_award_pending on promotion_tier_award (award)
    where award = 'pending'`.execute(db);
  await sql`alter table promotion add column settled_at timestamptz`.execute(db);
  await sql`alter table promotion_spin drop constraint promotion_spin_award_check`.execute(db);
  await sql`alter table promotion_spin add constraint promotion_spin_award_check
    check (award in ('credited', 'pending', 'fulfilled', 'none'))`.execute(db);
  await sql`alter table promotion_spin
    add column fulfilled_at timestamptz,
    add column fulfilled_by text,
    add column fulfil_note text`.execute(db);
  await sql`create index promotion_spin_pending on promotion_spin (award)
    where award = 'pending'`.execute(db);
}
