import { sql, type Kysely } from 'kysely';

/**
 * The close's result rows check their members once per statement (migration 0038), but that
 * check probed `member`'s key once per new row: a million probes per table in a weekly close
 * of a million members, 1 to 1.3 s each (pg_stat_statements, bench:bonus).
 *
 * The question is the same (does any new row name a member that does not exist?), asked of
 * the range the statement's member ids span. Every new id lies between their smallest and
 * largest, `lo` and `hi`; member ids are unique integers, so when `member` holds `hi - lo + 1`
 * rows in that range it holds every integer in it, and every new row's member exists
 * (duplicates and gaps among the new ids change nothing; another company's members inside the
 * range count, as they are members too). That is one pass over the new rows and one count over
 * a range of the key, read in order, where the probes descended the key once per row. The
 * close writes its member states, tree snapshot and lines in member order, a slice at a time
 * (close-write.ts), so a slice's range is narrow (bench:bonus: 1.0 to 1.2 s of probes per
 * table became about 0.2 s).
 *
 * When the range is not full (an identity skips the ids of rolled-back inserts), `lo` and `hi`
 * are probed (both name a new row's member), and the ids missing from the range are listed
 * from the key, between consecutive members; up to `HOLES` of them are looked for among the
 * new rows by one hashed `= any` (a one-shot plan, the list a constant). A range wider than
 * `SPAN` ids per new row (a few rows far apart), or with more than `HOLES` ids missing, is
 * checked by 0038's probe per row, unchanged. No step's cost rests on a plan that statistics
 * could get wrong: a pass over the new rows, a range of the key no wider than `SPAN` times
 * the rows (a sequential scan of `member` at worst), and the probes only as before.
 *
 * The cycle checks are 0081's (distinct pairs), unchanged.
 */
const TABLES: { table: string; cycle: boolean }[] = [
  { table: 'bonus_member_cycle', cycle: true },
  { table: 'bonus_line', cycle: true },
  { table: 'tree_cycle_snapshot', cycle: false },
  { table: 'tree_leg_volume', cycle: false },
];

/** at most this many members missing from the range are looked for by a hashed `= any` */
const HOLES = 10_000;
/** a range wider than this many ids per new row is checked by a probe per row instead */
const SPAN = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, cycle } of TABLES) {
    const refused = `raise exception '${table} names a member that does not exist'
            using errcode = 'foreign_key_violation';`;
    const cycleCheck = cycle
      ? `if exists (select 1 from (select distinct company_code, cycle from new_rows) n
                    where not exists (select 1 from bonus_cycle c
                                       where c.company_code = n.company_code
                                         and c.cycle = n.cycle)) then
          raise exception '${table} names a cycle that does not exist'
            using errcode = 'foreign_key_violation';
        end if;`
      : '';
    await sql`
      create or replace function ${sql.raw(`${table}_refs`)}() returns trigger
      language plpgsql as $$
      declare
        v_lo integer;
        v_hi integer;
        v_rows bigint;
        v_unnamed bigint;
        v_members bigint;
        v_holes integer[];
        v_named boolean;
        v_probe boolean := false;
      begin
        -- the new ids' range and how many rows span it (and whether any names no member)
        select min(member_id), max(member_id), count(*), count(*) - count(member_id)
          into v_lo, v_hi, v_rows, v_unnamed from new_rows;
        if v_unnamed > 0 then
          ${sql.raw(refused)}
        end if;
        if v_lo is null then
          null; -- no rows
        elsif v_hi::bigint - v_lo + 1 > ${sql.raw(String(SPAN))} * v_rows then
          v_probe := true; -- a wide range for few rows: a probe per row reads less
        else
          select count(*) into v_members from member m where m.id between v_lo and v_hi;
          if v_members < v_hi::bigint - v_lo + 1 then
            -- not every id in the range is a member: lo and hi are new rows' ids, then the
            -- ids between consecutive members in the range (at most HOLES + 1 of them)
            if not exists (select 1 from member m where m.id = v_lo)
               or not exists (select 1 from member m where m.id = v_hi) then
              ${sql.raw(refused)}
            end if;
            select array_agg(g.id) into v_holes
              from (select h.id::integer as id
                      from (select m.id::bigint as id,
                                   lead(m.id::bigint) over (order by m.id) as next
                              from member m where m.id between v_lo and v_hi) s
                      cross join lateral generate_series(s.id + 1, s.next - 1) h(id)
                     where s.next > s.id + 1
                     limit ${sql.raw(String(HOLES + 1))}) g;
            if coalesce(cardinality(v_holes), 0) = 0 then
              null; -- filled meanwhile: every id in the range is a member
            elsif cardinality(v_holes) <= ${sql.raw(String(HOLES))} then
              execute 'select exists (select 1 from new_rows n where n.member_id = any($1))'
                into v_named using v_holes;
              if v_named then
                ${sql.raw(refused)}
              end if;
            else
              v_probe := true;
            end if;
          end if;
        end if;
        -- 0038's check: a probe of member's key per new row
        if v_probe and exists (select 1 from new_rows n where not exists
                                 (select 1 from member m where m.id = n.member_id)) then
          ${sql.raw(refused)}
        end if;
        ${sql.raw(cycleCheck)}
        return null;
      end $$`.execute(db);
  }
}
