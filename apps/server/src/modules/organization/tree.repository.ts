import { sql } from 'kysely';
import type { TreeKind } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** The columns of one tree: its parent pointer. */
const COLUMNS = {
  placement: { parent: sql.raw('placement_id') },
  sponsor: { parent: sql.raw('sponsor_id') },
} as const;

/** `r` is the viewer or below it, same company (migration 0023: depth, ancestors, lifting). */
export const inDownline = (tree: TreeKind, viewerId: number) =>
  sql`r.company_code = (select v.company_code from member v where v.id = ${viewerId})
    and tree_is_under(${tree}, r.id, ${viewerId})`;

const childOrder = (tree: TreeKind) =>
  tree === 'placement' ? sql.raw('c.placement_side, c.id') : sql.raw('c.id');

/** Which cycle a page shows: the open one, or a closed cycle's snapshot. */
export type FactSource = { kind: 'open'; cycle: string } | { kind: 'snapshot'; cycle: string };

/** Who a card is and where it sits; the standing service adds the facts (tree.service). */
export interface NodeRow {
  id: number;
  parent_id: number | null;
  side: 'L' | 'R' | null;
  level: number;
  login_name: string;
  user_name: string;
  created_at: Date;
  child_count: number;
  up_id: number | null;
}

/** Only members the snapshot knows (joined before the close) are children in the past. */
const existedIn = (source: FactSource) =>
  source.kind === 'snapshot'
    ? sql`and exists (select 1 from tree_cycle_snapshot x where x.cycle = ${source.cycle} and x.member_id = c.id)`
    : sql``;

export interface PageArgs {
  tree: TreeKind;
  viewerId: number;
  rootId: number;
  levels: number;
  cap: number;
  source: FactSource;
}

/**
 * One page of a tree in one round trip: the root (only when it lies in the viewer's downline,
 * `tree_is_under`) and `levels - 1` levels below, at most `cap` children per node.
 */
export async function readPage(db: Db, a: PageArgs): Promise<NodeRow[]> {
  const { parent } = COLUMNS[a.tree];
  const result = await sql<NodeRow>`
    with recursive t(id, level) as (
      select r.id, 0 from member r
      where r.id = ${a.rootId} and ${inDownline(a.tree, a.viewerId)}
      union all
      select c.id, t.level + 1 from t cross join lateral (
        select c.id from member c where c.${parent} = t.id ${existedIn(a.source)}
        order by ${childOrder(a.tree)} limit ${a.cap}) c
      where t.level < ${a.levels - 1}
    )
    select m.id, m.${parent} as parent_id, m.placement_side as side, t.level, m.login_name,
      m.user_name, m.created_at,
      (select count(*)::int from member k where k.${parent} = m.id) as child_count,
      case when m.id = ${a.viewerId} then null else m.${parent} end as up_id
    from t join member m on m.id = t.id
    order by t.level, m.id`.execute(db);
  return result.rows;
}

export interface ChildrenArgs {
  tree: TreeKind;
  viewerId: number;
  parentId: number;
  offset: number;
  limit: number;
  source: FactSource;
}

/** A page of one downline node's children (the "more" past a page's cap), with the total. */
export async function readChildren(db: Db, a: ChildrenArgs) {
  const { parent } = COLUMNS[a.tree];
  const result = await sql<NodeRow & { total: number }>`
    with p as (select r.id from member r where r.id = ${a.parentId}
      and ${inDownline(a.tree, a.viewerId)})
    select m.id, m.${parent} as parent_id, m.placement_side as side, 1 as level, m.login_name,
      m.user_name, m.created_at,
      (select count(*)::int from member k where k.${parent} = m.id) as child_count,
      m.${parent} as up_id, count(*) over ()::int as total
    from p join lateral (select c.* from member c where c.${parent} = p.id ${existedIn(a.source)}
      order by ${childOrder(a.tree)}) m on true
    order by ${a.tree === 'placement' ? sql`m.placement_side, m.id` : sql`m.id`}
    offset ${a.offset} limit ${a.limit}`.execute(db);
  const found = await sql<{ id: number }>`
    select r.id from member r where r.id = ${a.parentId}
      and ${inDownline(a.tree, a.viewerId)}`.execute(db);
  return { found: found.rows.length > 0, rows: result.rows };
}
