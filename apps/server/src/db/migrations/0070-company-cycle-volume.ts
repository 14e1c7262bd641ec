import { sql, type Kysely } from 'kysely';

/**
 * The open cycle's volume per company as the console's home shows it, kept by the
 * `open_cycle_volume` job every five minutes (and once by the home when a company has no row
 * for the cycle yet), so a home load reads one small row per company instead of summing every
 * volume row of the week. No foreign key to `member_cycle_volume`: this is a copy, replaced
 * whole at each run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_cycle_volume (
      company_code text not null references company(code),
      cycle text not null,
      bv bigint not null,
      buyers integer not null,
      computed_at timestamptz not null,
      primary key (company_code, cycle)
    )`.execute(db);
}
