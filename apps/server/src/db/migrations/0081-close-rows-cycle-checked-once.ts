import { sql, type Kysely } from 'kysely';

/**
 * A close's result rows check their cycle once per statement (migration 0038), but that check
 * still probed `bonus_cycle`'s key once per new row: a weekly close of a million members spent
 * about 1.8 s of its member states' inserts (and 0.4 s of its lines') on a million probes that
 * all name the one cycle being closed (pg_stat_statements, bench:bonus).
 *
 * The check now looks at the statement's distinct (company, cycle) pairs: the same question
 * (does any new row name a cycle that does not exist?), one probe per pair. The member check
 * beside it and everything else in the two functions are 0038's, unchanged.
 */
const TABLES = ['bonus_member_cycle', 'bonus_line'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      create or replace function ${sql.raw(`${table}_refs`)}() returns trigger
      language plpgsql as $$
      begin
        if exists (select 1 from new_rows n where not exists
                     (select 1 from member m where m.id = n.member_id)) then
          raise exception '${sql.raw(table)} names a member that does not exist'
            using errcode = 'foreign_key_violation';
        end if;
        if exists (select 1 from (select distinct company_code, cycle from new_rows) n
                    where not exists (select 1 from bonus_cycle c
                                       where c.company_code = n.company_code
                                         and c.cycle = n.cycle)) then
          raise exception '${sql.raw(table)} names a cycle that does not exist'
            using errcode = 'foreign_key_violation';
        end if;
        return null;
      end $$`.execute(db);
  }
}
