import { sql, type Kysely } from 'kysely';

/**
 * Registration from the QR link: what the application carries beyond the member
 * row, the link funnel's events, the sponsor's holding tank and the record of every placement
 * (who placed whom, when: placements are final).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table registration_application (
      member_id integer primary key references member(id),
      sponsor_id integer not null references member(id),
      nationality char(2) not null,
      id_type text not null check (id_type in ('passport', 'nationalId', 'drivingLicence', 'taxId')),
      id_number text not null,
      country_code char(2) not null,
      city text not null,
      address1 text not null,
      zip text,
      agree_email boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  // one row per funnel step of a sponsor's link; counted by week for the sponsor
  await sql`
    create table registration_event (
      id bigint generated always as identity primary key,
      sponsor_id integer not null references member(id),
      kind text not null check (kind in ('opened', 'started', 'submitted', 'paid')),
      member_id integer references member(id),
      at timestamptz not null
    )`.execute(db);
  await sql`create index registration_event_sponsor_idx on registration_event (sponsor_id, at)`.execute(
    db,
  );
  await sql`create unique index registration_event_paid_key on registration_event (member_id) where kind = 'paid'`.execute(
    db,
  );

  // "place later": the member waits here until the sponsor places them, or the job does
  await sql`
    create table placement_hold (
      member_id integer primary key references member(id),
      sponsor_id integer not null references member(id),
      held_at timestamptz not null,
      place_by timestamptz not null
    )`.execute(db);
  await sql`create index placement_hold_sponsor_idx on placement_hold (sponsor_id)`.execute(db);
  await sql`create index placement_hold_due_idx on placement_hold (place_by)`.execute(db);

  await sql`
    create table placement_log (
      member_id integer primary key references member(id),
      parent_id integer not null references member(id),
      side char(1) not null check (side in ('L', 'R')),
      placed_by text not null,
      placed_at timestamptz not null
    )`.execute(db);
}
