import { sql } from 'kysely';
import type { TreeKind } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** The columns of one tree (migration 0023): parent, depth, nearest ancestors. */
const COLS = {
  placement: {
    parent: sql.raw('placement_id'),
    depth: sql.raw('placement_depth'),
    up: sql.raw('placement_up'),
  },
  sponsor: {
    parent: sql.raw('sponsor_id'),
    depth: sql.raw('sponsor_depth'),
    up: sql.raw('sponsor_up'),
  },
} as const;

/** How many ancestors a row holds in its `*_up` array (migration 0023's UP). */
export const UP_HELD = 64;

export interface ListFilter {
  tree: TreeKind;
  viewerId: number;
  companyCode: string;
  q?: string;
  direct?: boolean;
  status?: number;
  side?: 'L' | 'R';
  /** only the members this many levels below the viewer (1: personally sponsored) */
  level?: number;
  /** a closed cycle: only members its snapshot knows (they existed at its close) */
  snapshotCycle?: string;
}

export interface ListRow {
  id: number;
  login_name: string;
  user_name: string;
  rank_code: string;
  member_type: 'D' | 'PC';
  status: number;
  placement_side: 'L' | 'R' | null;
  depth: number;
  sponsor_login: string | null;
  created_at: Date;
  total: number;
}

/** LIKE's wildcards and its escape character matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Member `m` lies below the viewer (`me.id`, depth `me.d`): read in m's own row when at most
 * UP_HELD levels below, else by binary lifting (at most ~17 primary-key reads).
 */
export function belowViewer(tree: TreeKind) {
  const { depth, up } = COLS[tree];
  return sql`m.${depth} > me.d and case when m.${depth} - me.d <= ${UP_HELD}
    then me.id = any(m.${up}) else tree_ancestor_at(${tree}, m.id, me.d) = me.id end`;
}

/**
 * The ids of the matching members (every filter applied, so the count is exact). Candidates
 * come from an index — a login or name prefix, or the viewer's sponsees — fenced by `offset 0`
 * so the tree check runs on their rows only, and carry the columns the check reads, so a
 * candidate is read once; with neither, a walk of the downline down the adjacency list (it
 * reads the whole downline, as the count needs to).
 */
function hits(f: ListFilter, q: string | undefined) {
  const { depth, up } = COLS[f.tree];
  const filters = sql`${f.status === undefined ? sql`` : sql`and m.status = ${f.status}`}
    ${
      f.snapshotCycle === undefined
        ? sql``
        : sql`and exists (select 1 from tree_cycle_snapshot x
            where x.cycle = ${f.snapshotCycle} and x.member_id = m.id)`
    }
    ${
      f.side
        ? sql`and tree_is_under('placement', m.id, (select c.id from member c
            where c.placement_id = ${f.viewerId} and c.placement_side = ${f.side}))`
        : sql``
    }`;
  if (q !== undefined || f.direct) {
    return sql`select m.id from (select x.id, x.status, x.${depth}, x.${up} from member x
      where x.company_code = ${f.companyCode}
      ${q === undefined ? sql`` : sql`and (lower(x.login_name) like ${q} || '%' or lower(x.user_name) like ${q} || '%')`}
      ${f.direct ? sql`and x.sponsor_id = ${f.viewerId}` : sql``}
      offset 0) m cross join me
      where ${belowViewer(f.tree)} ${filters}
      ${f.level === undefined ? sql`` : sql`and m.${depth} = me.d + ${f.level}`}`;
  }
  if (f.level !== undefined) {
    // one generation: the walk stops at that level, so it reads only the levels above it
    return sql`select m.id from gen g join member m on m.id = g.id
      where g.n = ${f.level} and m.company_code = ${f.companyCode} ${filters}`;
  }
  return sql`select m.id from walk w join member m on m.id = w.id
    where w.id <> ${f.viewerId} and m.company_code = ${f.companyCode} ${filters}`;
}

/**
 * The viewer's downline in one tree, filtered: a prefix of the login or of the name (both
 * indexed, so a search in a downline of 100,000 reads only the company's matches), personally
 * sponsored only, one level (generation), status, and the left or right placement leg, and
 * in a closed cycle only the members its snapshot knows. The page is cut from the ids
 * (with the count) before the shown columns and the sponsor's login are read: a prefix with
 * thousands of matches reads those for the page's rows only.
 */
export async function readDownline(db: Db, f: ListFilter, offset: number, limit: number) {
  const { parent, depth } = COLS[f.tree];
  const q = f.q ? escapeLike(f.q.toLowerCase()) : undefined;
  const result = await sql<ListRow>`
    with recursive me as (select id, ${depth} as d from member where id = ${f.viewerId}),
    walk(id) as (
      select id from me
      union all
      select c.id from walk w join member c on c.${parent} = w.id
    ),
    gen(id, n) as (
      select id, 0 from me
      union all
      select c.id, g.n + 1 from gen g join member c on c.${parent} = g.id
        where g.n < ${f.level ?? 0}
    ),
    hit as (${hits(f, q)}),
    page as (select id, count(*) over ()::int as total from hit
      order by id offset ${offset} limit ${limit})
    select m.id, m.login_name, m.user_name, m.rank_code, m.member_type, m.status, m.placement_side,
      m.${depth} - me.d as depth,
      sp.login_name as sponsor_login, m.created_at, page.total
    from page join member m on m.id = page.id cross join me
    left join member sp on sp.id = m.sponsor_id
    order by m.id`.execute(db);
  return result.rows;
}
