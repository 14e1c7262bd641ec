import { sql, type Kysely } from 'kysely';

/**
 * Trees at any depth. The text paths of 0001 grow with depth: their B-tree indexes
 * refuse a path past ~337 levels and a chain of 100,000 would store ~35 GB of paths. The
 * adjacency list (`sponsor_id`, `placement_id`) stays the truth; this adds, per tree and filled
 * by a trigger so writers do not change:
 * - `*_depth`: levels below the root;
 * - `*_up`: the nearest ancestors, parent first, at most UP (64): "is V above X" is
 *   `V = any(x.up)` in the row itself when X is at most 64 levels below V;
 * - `*_jump`: binary lifting, element k (1-based) the 2^(k-1)-th ancestor, so the ancestor at
 *   any depth is at most ~17 primary-key reads away (`tree_ancestor_at`).
 * The path columns are still written by the writers; the trigger keeps only their last
 * PATH_KEEP characters (a "~" marks a cut) so a row stays small at any depth; nothing in
 * organization or member reads them any more (wallet transfers still do: see docs/trees.md).
 */
const UP = 64;
const PATH_KEEP = 512;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists member_sponsor_path_idx`.execute(db);
  await sql`drop index if exists member_placement_path_idx`.execute(db);
  await sql`
    alter table member
      add column placement_depth integer not null default 0,
      add column placement_up integer[] not null default '{}',
      add column placement_jump integer[] not null default '{}',
      add column sponsor_depth integer not null default 0,
      add column sponsor_up integer[] not null default '{}',
      add column sponsor_jump integer[] not null default '{}'`.execute(db);

  // the lifting table of a new node from its parent's: jump[k+1] = jump[k]'s jump[k]
  // (volatile: it must see the rows an INSERT of many members wrote before this one)
  await sql`
    create function tree_jumps(tree text, parent integer) returns integer[]
    language plpgsql as $$
    declare j integer[] := array[parent]; k integer := 1; a integer;
    begin
      loop
        if tree = 'placement' then
          select m.placement_jump[k] into a from member m where m.id = j[k];
        else
          select m.sponsor_jump[k] into a from member m where m.id = j[k];
        end if;
        exit when a is null;
        j := j || a;
        k := k + 1;
      end loop;
      return j;
    end $$`.execute(db);

  await sql
    .raw(
      `
    create function tree_fill() returns trigger language plpgsql as $$
    declare p record;
    begin
      if tg_op = 'INSERT' or new.placement_id is distinct from old.placement_id then
        if new.placement_id is null then
          new.placement_depth := 0; new.placement_up := '{}'; new.placement_jump := '{}';
        else
          select m.placement_depth, m.placement_up into p from member m where m.id = new.placement_id;
          new.placement_depth := p.placement_depth + 1;
          new.placement_up := (array[new.placement_id] || p.placement_up)[1:${UP}];
          new.placement_jump := tree_jumps('placement', new.placement_id);
        end if;
      end if;
      if tg_op = 'INSERT' or new.sponsor_id is distinct from old.sponsor_id then
        if new.sponsor_id is null then
          new.sponsor_depth := 0; new.sponsor_up := '{}'; new.sponsor_jump := '{}';
        else
          select m.sponsor_depth, m.sponsor_up into p from member m where m.id = new.sponsor_id;
          new.sponsor_depth := p.sponsor_depth + 1;
          new.sponsor_up := (array[new.sponsor_id] || p.sponsor_up)[1:${UP}];
          new.sponsor_jump := tree_jumps('sponsor', new.sponsor_id);
        end if;
      end if;
      if length(new.placement_path) > ${PATH_KEEP} then
        new.placement_path := '~' || right(new.placement_path, ${PATH_KEEP});
      end if;
      if length(new.sponsor_path) > ${PATH_KEEP} then
        new.sponsor_path := '~' || right(new.sponsor_path, ${PATH_KEEP});
      end if;
      return new;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger member_tree_fill before insert or update of placement_id, sponsor_id,
      placement_path, sponsor_path on member for each row execute function tree_fill()`.execute(db);

  // the ancestor of x at depth d (x itself when d is its depth), null when d is below x
  await sql`
    create function tree_ancestor_at(tree text, x integer, d integer) returns integer
    language plpgsql stable as $$
    declare cur integer := x; cd integer; diff integer; k integer; j integer[];
    begin
      if tree = 'placement' then
        select m.placement_depth into cd from member m where m.id = x;
      else
        select m.sponsor_depth into cd from member m where m.id = x;
      end if;
      if cd is null or d < 0 or d > cd then return null; end if;
      loop
        diff := cd - d;
        if diff = 0 then return cur; end if;
        k := 0; -- highest power of two not above diff
        while (1 << (k + 1)) <= diff loop k := k + 1; end loop;
        if tree = 'placement' then
          select m.placement_jump into j from member m where m.id = cur;
        else
          select m.sponsor_jump into j from member m where m.id = cur;
        end if;
        cur := j[k + 1];
        cd := cd - (1 << k);
      end loop;
    end $$`.execute(db);

  // X is V or below V: in the row when close (the up array), else by lifting
  await sql
    .raw(
      `
    create function tree_is_under(tree text, x integer, v integer) returns boolean
    language plpgsql stable as $$
    declare xd integer; vd integer; xu integer[];
    begin
      if x = v then return true; end if;
      if tree = 'placement' then
        select m.placement_depth, m.placement_up into xd, xu from member m where m.id = x;
        select m.placement_depth into vd from member m where m.id = v;
      else
        select m.sponsor_depth, m.sponsor_up into xd, xu from member m where m.id = x;
        select m.sponsor_depth into vd from member m where m.id = v;
      end if;
      if xd is null or vd is null or xd <= vd then return false; end if;
      if xd - vd <= ${UP} then return v = any(xu); end if;
      return tree_ancestor_at(tree, x, vd) = v;
    end $$`,
    )
    .execute(db);

  // existing rows, parents first (ids need not be ordered: walk the levels)
  await backfill(db);
}

/** Fills the new columns of rows that existed before this migration, level by level. */
async function backfill(db: Kysely<unknown>) {
  for (const tree of ['placement', 'sponsor'] as const) {
    const parent = sql.raw(`${tree}_id`);
    const cols = (c: string) => sql.raw(`${tree}_${c}`);
    let level = 0;
    let frontier = sql`select id from member where ${parent} is null`;
    for (;;) {
      level++;
      const changed = await sql`
        update member c set ${cols('depth')} = p.${cols('depth')} + 1,
          ${cols('up')} = (array[p.id] || p.${cols('up')})[1:${sql.lit(UP)}],
          ${cols('jump')} = tree_jumps(${tree}, p.id)
        from member p
        where c.${parent} = p.id and p.id in (${frontier})`.execute(db);
      if (!changed.numAffectedRows) break;
      frontier = sql`select id from member where ${cols('depth')} = ${level}`;
    }
  }
}
