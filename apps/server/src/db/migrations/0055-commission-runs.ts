import { sql, type Kysely } from 'kysely';

/**
 * The console's commission runs (modules/bonus/cycle-console.service.ts): a cycle is previewed
 * by one operator, audited by a second, then locked and closed. The close itself keeps its own
 * row (bonus_cycle); this row keeps who did each step of the review and the totals the auditor
 * saw, so the audit is of figures, not of a name. A fresh preview clears the audit: the second
 * operator must see the figures that will be locked.
 *
 * And the ledger check's results (modules/ledger/ledger-check-console.service.ts): the check
 * runs on demand and the console's home shows the last one, so each run keeps its outcome and
 * its first problems (the full list is the CLI's `ledger:verify`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table commission_run_review (
      company_code text not null references company(code),
      cycle text not null check (cycle ~ '^\\d{4}-W\\d{2}$'),
      previewed_by text not null,
      previewed_at timestamptz not null,
      preview jsonb not null,
      audited_by text,
      audited_at timestamptz,
      audit_note text,
      locked_by text,
      locked_at timestamptz,
      closed_by text,
      closed_at timestamptz,
      primary key (company_code, cycle)
    )`.execute(db);
  await sql`
    create table ledger_check_result (
      id bigserial primary key,
      at timestamptz not null,
      "by" text not null,
      ok boolean not null,
      problems integer not null,
      first_problems jsonb not null
    )`.execute(db);
  // the home reads the newest one
  await sql`create index ledger_check_result_at on ledger_check_result (at desc, id desc)`.execute(
    db,
  );
}
