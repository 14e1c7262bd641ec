import { sql, type Kysely } from 'kysely';

/**
 * The close's notices leave its transaction: a job of the committed close writes them
 * (docs/bonus.md, "Notices after the close"). What the job needs and cannot find elsewhere
 * once the close has committed is whom the close raised and from what (the member rows then
 * hold the new codes), so the close keeps that in `bonus_promotion`, written by the statement
 * that raises the rows. `notices_sent_at` makes the job run once: it is set in the
 * transaction that writes the notices, under the cycle's row lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_cycle add column notices_sent_at timestamptz`.execute(db);
  // the cycles closed before this migration sent their notices inside their close
  await sql`update bonus_cycle set notices_sent_at = closed_at where state = 'closed'`.execute(db);
  // no foreign keys: a row is written only by the close, in the statement that updates the
  // member row it names, in a cycle whose row the close holds; a per-row check would cost the
  // close a lookup for each of hundreds of thousands of rows (docs/benchmarks.md)
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
