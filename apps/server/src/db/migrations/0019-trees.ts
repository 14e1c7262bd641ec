import { sql, type Kysely } from 'kysely';

/**
 * Organization trees: each member's own volume per cycle, the leg totals of the open
 * cycles (refreshed bottom-up by a job, never per order up every ancestor), and the snapshot of
 * the tree facts written when a cycle closes (the "as of cycle" view). BV in bigint hundredths.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // one row per member, cycle, platform and order type; orders add, refunds subtract
  await sql`
    create table member_cycle_volume (
      member_id integer not null references member(id),
      cycle text not null check (cycle ~ '^\\d{4}-W\\d{2}$'),
      platform text not null check (platform in ('bzz', 'wpm')),
      order_type_code integer not null,
      bv bigint not null default 0,
      updated_at timestamptz not null default now(),
      primary key (member_id, cycle, platform, order_type_code)
    )`.execute(db);
  await sql`create index member_cycle_volume_cycle_idx on member_cycle_volume (cycle)`.execute(db);

  // the open cycles' leg totals in the placement tree, rewritten only where they changed
  await sql`
    create table tree_leg_volume (
      member_id integer not null references member(id),
      cycle text not null,
      left_bv bigint not null default 0,
      right_bv bigint not null default 0,
      left_count integer not null default 0,
      right_count integer not null default 0,
      refreshed_at timestamptz not null,
      primary key (member_id, cycle)
    )`.execute(db);

  // a company and cycle whose volumes changed since the last refresh of its leg totals
  await sql`
    create table tree_leg_dirty (
      company_code text not null references company(code),
      cycle text not null,
      marked_at timestamptz not null,
      primary key (company_code, cycle)
    )`.execute(db);

  // when a company's leg totals of a cycle were last refreshed (shown as the facts' time)
  await sql`
    create table tree_leg_refresh (
      company_code text not null references company(code),
      cycle text not null,
      refreshed_at timestamptz not null,
      primary key (company_code, cycle)
    )`.execute(db);

  // the tree facts of a closed cycle; the bonus engine fills the award and carry columns
  await sql`
    create table tree_cycle_close (
      company_code text not null references company(code),
      cycle text not null,
      closed_at timestamptz not null,
      primary key (company_code, cycle)
    )`.execute(db);
  await sql`
    create table tree_cycle_snapshot (
      cycle text not null,
      member_id integer not null references member(id),
      company_code text not null,
      rank_code text not null,
      status integer not null,
      active boolean not null,
      paid_as_award text,
      highest_award text,
      pbv bigint not null default 0,
      left_bv bigint not null default 0,
      right_bv bigint not null default 0,
      left_count integer not null default 0,
      right_count integer not null default 0,
      carry_left bigint,
      carry_right bigint,
      primary key (cycle, member_id)
    )`.execute(db);

  // a login or name prefix search inside a downline: LIKE 'abc%' on the lowered text, so the
  // search reads the few matching rows and checks their path, never the whole downline
  await sql`create index member_name_prefix_idx on member (lower(user_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index member_login_prefix_idx on member (lower(login_name) text_pattern_ops)`.execute(
    db,
  );
}
