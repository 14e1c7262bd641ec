import { sql, type Kysely } from 'kysely';

/**
 * Wallet adjustments from the console (modules/wallet/adjustment-console.*): every one is kept
 * as a request, applied at once when its size is at most the company's threshold, otherwise
 * pending until a second operator approves (and applies) or rejects it. The amount is signed:
 * a credit is positive, a debit negative.
 *
 * The threshold is per company in `console_company_setting.adjustment_approval_above` (minor
 * units, compared with the amount's absolute value). A company without a row uses 100000 minor
 * units (COMPANY_SETTING_DEFAULTS in the contract): 1000.00 in a
 * currency of two decimals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_adjustment_request (
      id serial primary key,
      company_code text not null,
      member_id integer not null references member(id),
      account text not null,
      amount bigint not null check (amount <> 0),
      currency text not null,
      minor_unit integer not null,
      reason text not null,
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'rejected', 'applied')),
      prepared_by text not null,
      prepared_at timestamptz not null,
      decided_by text,
      decided_at timestamptz,
      decision_reason text,
      -- the journal that moved the money, once applied
      journal_id bigint
    )`.execute(db);
  // the list reads newest first, by company and status
  await sql`
    create index wallet_adjustment_request_company_idx
      on wallet_adjustment_request (company_code, status, id)`.execute(db);
  await sql`
    create table console_company_setting (
      company_code text primary key,
      adjustment_approval_above bigint not null check (adjustment_approval_above >= 0)
    )`.execute(db);
}
