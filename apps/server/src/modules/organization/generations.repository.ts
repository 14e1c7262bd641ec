import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { activeNowSql, type Window } from './standing/standing.repository.js';

/** The open cycle now (activity in the window), or a closed cycle as its snapshot holds it. */
export type GenerationSource =
  { kind: 'open'; cycle: string; window: Window } | { kind: 'snapshot'; cycle: string };

export interface GenerationArgs {
  viewerId: number;
  companyCode: string;
  /** deepest level counted; one level more is walked only to tell whether there is more */
  max: number;
  source: GenerationSource;
}

/** One level's totals; BV as bigint hundredths text. */
export interface GenerationRow {
  level: number;
  members: number;
  active: number;
  pbv: string;
  more: boolean;
}

/**
 * A step of the walk: the sponsees of the level above. In the past only members the
 * snapshot knows count (members never move, so a later member's downline is later too).
 */
function step(source: GenerationSource) {
  if (source.kind === 'open') {
    return sql`select c.id, w.lvl + 1 from walk w join member c on c.sponsor_id = w.id`;
  }
  return sql`select c.id, w.lvl + 1 from walk w join member c on c.sponsor_id = w.id
    join tree_cycle_snapshot s on s.cycle = ${source.cycle} and s.member_id = c.id`;
}

/** Active and own BV of member `m`: live in the open cycle, the close's in a snapshot. */
function facts(source: GenerationSource) {
  if (source.kind === 'open') {
    return sql`${activeNowSql('m', source.window)} as active,
      (select coalesce(sum(v.bv), 0) from member_cycle_volume v
        where v.member_id = m.id and v.cycle = ${source.cycle} and v.platform = 'bzz') as pbv`;
  }
  return sql`s.active, s.pbv`;
}

const snapshotJoin = (source: GenerationSource) =>
  source.kind === 'snapshot'
    ? sql`join tree_cycle_snapshot s on s.cycle = ${source.cycle} and s.member_id = m.id`
    : sql``;

/**
 * The viewer's sponsor downline counted per level in one statement. The walk goes down the
 * adjacency list level by level through `member_sponsor_idx` (sponsor_id), reading each
 * downline member once by primary key; the member's BV comes from the primary key of
 * `member_cycle_volume` (member_id first), the 30-day activity from `shop_order_member_idx`
 * (member_id first) and `order_refund_order_idx`, a snapshot's facts from its primary key
 * (cycle, member_id). Nothing scans the company: the cost grows with the downline only.
 */
export async function readGenerations(db: Db, a: GenerationArgs): Promise<GenerationRow[]> {
  const result = await sql<GenerationRow>`
    with recursive walk(id, lvl) as (
      select id, 0 from member where id = ${a.viewerId} and company_code = ${a.companyCode}
      union all
      ${step(a.source)} where w.lvl <= ${a.max}
    ),
    counted as (
      select w.lvl, ${facts(a.source)}
      from walk w join member m on m.id = w.id ${snapshotJoin(a.source)}
      where w.lvl between 1 and ${a.max} and m.company_code = ${a.companyCode}
    )
    select lvl as level, count(*)::int as members,
      count(*) filter (where active)::int as active, coalesce(sum(pbv), 0)::text as pbv,
      exists (select 1 from walk where lvl > ${a.max}) as more
    from counted group by lvl order by lvl`.execute(db);
  return result.rows;
}
