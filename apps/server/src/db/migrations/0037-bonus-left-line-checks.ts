import { sql, type Kysely } from 'kysely';

/**
 * A cycle close writes a left-on-the-table line for every rule a member missed: 2.8 million rows
 * at a million members (bench:bonus). Each row's two foreign keys (member, cycle) ran a check per
 * row, and at 100,000 members those checks were 1.9 s of the 3.0 s insert (EXPLAIN ANALYZE).
 * The same rule is now checked once per statement, over the statement's new rows (a transition
 * table): one anti-join against `member` and `bonus_cycle` instead of a lookup and a key-share
 * lock per row. Nothing deletes members or cycles (and a member with a closed cycle keeps its
 * `bonus_member_cycle` row, whose foreign key still refuses the delete), so the insert and
 * update checks are what the constraints gave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bonus_left_line drop constraint bonus_left_line_member_id_fkey`.execute(db);
  await sql`
    alter table bonus_left_line drop constraint bonus_left_line_company_code_cycle_fkey`.execute(
    db,
  );
  await sql`
    create function bonus_left_line_refs() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from new_rows n where not exists
                   (select 1 from member m where m.id = n.member_id)) then
        raise exception 'bonus_left_line names a member that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      if exists (select 1 from new_rows n where not exists
                   (select 1 from bonus_cycle c
                     where c.company_code = n.company_code and c.cycle = n.cycle)) then
        raise exception 'bonus_left_line names a cycle that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      return null;
    end $$`.execute(db);
  // a trigger with a transition table takes one event: one for inserts, one for updates
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`bonus_left_line_refs_${event}`)}
        after ${sql.raw(event)} on bonus_left_line
        referencing new table as new_rows
        for each statement execute function bonus_left_line_refs()`.execute(db);
  }
}
