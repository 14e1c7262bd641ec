import { sql, type Kysely } from 'kysely';

/**
 * What follows a close and is neither its results nor its money leaves its transaction: a job
 * of the committed close raises the member rows to the ranks and awards the close stored, and
 * writes the members' notices (docs/bonus.md, "After the close"). `bonus_promotion` keeps whom
 * it raised and from what, for the notices (the member rows then hold the new codes), written
 * by the statement that raises the rows. `followed_up_at` makes the job run once: it is set in
 * the transaction that does that work, under the cycle's row lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_cycle add column followed_up_at timestamptz`.execute(db);
  // the cycles closed before this migration did all of it inside their close
  await sql`update bonus_cycle set followed_up_at = closed_at where state = 'closed'`.execute(db);
  // no foreign keys: a row is written only in the statement that updates the member row it
  // names, for a cycle whose row that transaction holds; a per-row check would cost a lookup
  // for each of hundreds of thousands of rows (docs/benchmarks.md)
  await sql`
    create table bonus_promotion (
      company_code text not null,
      cycle text not null,
      member_id integer not null,
      rank_from text not null,
      rank_to text not null,
      award_from text not null,
      award_to text not null,
      primary key (company_code, cycle, member_id)
    )`.execute(db);
}
