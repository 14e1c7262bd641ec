import { sql, type Kysely } from 'kysely';

/**
 * Withdrawal batches (modules/wallet/withdrawal-batch.*): approved withdrawals of one company
 * gathered by one operator, approved by another, exported as the bank's file and reconciled.
 * The database holds the two rules money depends on: the approver is never the preparer, and
 * a withdrawal is in at most one open batch (the partial unique index over the items whose
 * batch is not reconciled yet; reconciling clears `open`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawal_batch (
      id serial primary key,
      company_code text not null,
      status text not null check (status in ('prepared', 'approved', 'exported', 'reconciled')),
      prepared_by text not null,
      prepared_at timestamptz not null,
      approved_by text,
      approved_at timestamptz,
      exported_at timestamptz,
      reconciled_at timestamptz,
      -- what the bank pays out: the items' amounts less their fees, in minor units
      total bigint not null,
      currency text not null,
      minor_unit integer not null,
      count integer not null,
      check (approved_by is null or approved_by <> prepared_by)
    )`.execute(db);
  await sql`create index withdrawal_batch_company on withdrawal_batch (company_code, id)`.execute(
    db,
  );
  await sql`
    create table withdrawal_batch_item (
      batch_id integer not null references withdrawal_batch(id),
      withdrawal_id integer not null references wallet_withdrawal(id),
      -- the bank's answer: null until reconciled
      paid boolean,
      open boolean not null default true,
      primary key (batch_id, withdrawal_id)
    )`.execute(db);
  await sql`
    create unique index withdrawal_batch_item_open
      on withdrawal_batch_item (withdrawal_id) where open`.execute(db);
}
