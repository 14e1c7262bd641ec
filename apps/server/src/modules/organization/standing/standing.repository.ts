import { ACTIVE_BV_HUNDREDTHS } from '@portal/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/client.js';
import { hotTemplate } from '../../../db/hot-statement.js';

/** One member's standing facts as read (BV as bigint text, hundredths). */
export interface StandingRow {
  id: number;
  member_type: 'D' | 'PC';
  status: number;
  rank_code: string;
  highest_award: string | null;
  pbv: string;
  /** 30-day windows: null for a closed cycle (the close keeps only the outcome, `active`) */
  pbv30: string | null;
  mkt30: string | null;
  /** a closed cycle's activity as its close decided it; null for the open cycle */
  closed_active: boolean | null;
  left_bv: string | null;
  right_bv: string | null;
  left_count: number | null;
  right_count: number | null;
  legs_at: Date | null;
  paid_as_cycle: string | null;
  paid_as_award: string | null;
  carry_left: string | null;
  carry_right: string | null;
}

/** The window of "active at a moment": orders paid after `from` up to `at` (plan, Members). */
export interface Window {
  from: Date;
  at: Date;
}

/**
 * A member's BV of one platform in the window, refunds counted at their own time as the close
 * counts them (a refund lowers the window it falls in, not the order's).
 */
function windowBv(member: 'm' | 's', platform: 'bzz' | 'wpm', w: Window): RawBuilder<string> {
  const id = sql.ref(`${member}.id`);
  return sql<string>`(select coalesce(sum(e.bv), 0) from (
      select o.bv from shop_order o where o.member_id = ${id} and o.platform = ${platform}
        and o.paid_at > ${w.from} and o.paid_at <= ${w.at}
      union all
      select -r.bv from shop_order o join order_refund r on r.order_id = o.id
        where o.member_id = ${id} and o.platform = ${platform}
        and r.created_at > ${w.from} and r.created_at <= ${w.at}) e)`;
}

/**
 * "Active now" as the standing decides it (plan, Members): status 10 and at least 50 BV of
 * main-platform orders in the window, for the member row aliased `m` or `s`. Lent to the
 * queries that count actives over a whole downline, so they agree with every standing shown.
 */
export function activeNowSql(member: 'm' | 's', w: Window): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${member}.status`)} = 10
    and ${windowBv(member, 'bzz', w)} >= ${ACTIVE_BV_HUNDREDTHS})`;
}

/** The open cycle's read, by its slots (db/hot-statement). */
interface OpenStandingsOf extends Record<string, unknown> {
  cycle: string;
  from: Date;
  at: Date;
}

/** Values no real call has, so each is found among the compiled parameters. */
const OPEN_SAMPLE: OpenStandingsOf = { cycle: '\u0001cycle', from: new Date(-1), at: new Date(-2) };

/**
 * The open cycle's read of the members `which` selects. The leg totals are looked up per member
 * (a lateral read by the primary key, `limit 1` so the planner keeps it a lookup): a plain join
 * planned for an unknown list of ids hashed the cycle's whole leg table instead.
 */
function openStandingsSql(q: OpenStandingsOf, which: RawBuilder<boolean>) {
  const w = { from: q.from, at: q.at };
  return sql<StandingRow>`
    select m.id, m.member_type, m.status, m.rank_code, m.highest_award,
      (select coalesce(sum(v.bv), 0)::text from member_cycle_volume v
        where v.member_id = m.id and v.cycle = ${q.cycle} and v.platform = 'bzz') as pbv,
      ${windowBv('m', 'bzz', w)}::text as pbv30, ${windowBv('m', 'wpm', w)}::text as mkt30,
      null::boolean as closed_active,
      l.left_bv::text as left_bv, l.right_bv::text as right_bv, l.left_count, l.right_count,
      g.refreshed_at as legs_at,
      lc.cycle as paid_as_cycle, p.paid_as_award,
      p.carry_left::text as carry_left, p.carry_right::text as carry_right
    from member m
    left join lateral (select l.left_bv, l.right_bv, l.left_count, l.right_count
      from tree_leg_volume l where l.member_id = m.id and l.cycle = ${q.cycle} limit 1) l on true
    left join tree_leg_refresh g on g.company_code = m.company_code and g.cycle = ${q.cycle}
    left join lateral (select c.cycle from tree_cycle_close c
      where c.company_code = m.company_code and c.cycle < ${q.cycle}
      order by c.cycle desc limit 1) lc on true
    left join tree_cycle_snapshot p on p.member_id = m.id and p.cycle = lc.cycle
    where ${which}`;
}

/**
 * Built and compiled once per database: every member-info call (and each page showing a
 * standing) runs one, and building it cost about a third of what Kysely did for such a call.
 * One member has a statement of its own (`m.id = $n`): PostgreSQL plans a named statement once
 * for any parameters only when that plan looks no dearer than planning each call, and for
 * `id = any($n)` it guesses ten members, so it planned member info's read afresh every time,
 * about 0.5–1.5 ms of PostgreSQL's CPU per call, several times what running it costs.
 */
const NO_MEMBER = -2147483647;
const openStanding = hotTemplate({ ...OPEN_SAMPLE, id: NO_MEMBER }, (db, q) =>
  openStandingsSql(q, sql<boolean>`m.id = ${q.id}`).compile(db),
);
const openStandings = hotTemplate({ ...OPEN_SAMPLE, ids: [] as readonly number[] }, (db, q) =>
  openStandingsSql(q, sql<boolean>`m.id = any(${sql.val(q.ids)}::int[])`).compile(db),
);

/**
 * The open cycle's facts of the members named: rank and highest award of the member row (the
 * closes promote them), the cycle's own BV, the 30-day windows, the leg totals of the last
 * refresh, and the paid-as award and carries of the company's last closed cycle.
 */
export async function readOpenStandings(
  db: Db,
  ids: readonly number[],
  cycle: string,
  w: Window,
): Promise<StandingRow[]> {
  if (ids.length === 0) return [];
  if (ids.length === 1) return readOpenStanding(db, ids[0]!, cycle, w);
  return openStandings.rows(db, { cycle, from: w.from, at: w.at, ids: [...ids] });
}

/** `readOpenStandings` of one member (member info's), without an async step of its own. */
export function readOpenStanding(
  db: Db,
  id: number,
  cycle: string,
  w: Window,
): Promise<StandingRow[]> {
  return openStanding.rows(db, { cycle, from: w.from, at: w.at, id });
}

/** A closed cycle's facts as its close wrote them into the snapshot (members it computed). */
export async function readClosedStandings(
  db: Db,
  ids: readonly number[],
  cycle: string,
): Promise<Array<StandingRow & { closed_at: Date }>> {
  if (ids.length === 0) return [];
  const result = await sql<StandingRow & { closed_at: Date }>`
    select m.id, m.member_type, s.status, s.rank_code, s.highest_award, s.pbv::text as pbv,
      null::text as pbv30, null::text as mkt30, s.active as closed_active,
      s.left_bv::text as left_bv, s.right_bv::text as right_bv, s.left_count, s.right_count,
      c.closed_at as legs_at, s.cycle as paid_as_cycle, s.paid_as_award,
      s.carry_left::text as carry_left, s.carry_right::text as carry_right, c.closed_at
    from tree_cycle_snapshot s
    join member m on m.id = s.member_id
    join tree_cycle_close c on c.company_code = s.company_code and c.cycle = s.cycle
    where s.cycle = ${cycle} and s.member_id = any(${sql.val([...ids])}::int[])`.execute(db);
  return result.rows;
}

/**
 * Personally sponsored distributors in each leg of the member's placement tree who are active:
 * now (status 10 and 50 BV in the window), or as a closed cycle's close decided. Members are
 * never moved, so the leg is the sponsee's ancestor one level below the member.
 */
export async function readSponsoredActive(
  db: Db,
  memberId: number,
  source: { kind: 'open'; window: Window } | { kind: 'closed'; cycle: string },
): Promise<{ left: number; right: number }> {
  const activeNow =
    source.kind === 'open'
      ? activeNowSql('s', source.window)
      : sql`exists (select 1 from tree_cycle_snapshot x
          where x.member_id = s.id and x.cycle = ${source.cycle} and x.active)`;
  const result = await sql<{ side: 'L' | 'R'; n: number }>`
    select a.placement_side as side, count(*)::int as n
    from member me
    join member s on s.sponsor_id = me.id and s.company_code = me.company_code
      and s.member_type = 'D' and s.placement_depth > me.placement_depth
    join member a on a.id = tree_ancestor_at('placement', s.id, me.placement_depth + 1)
      and a.placement_id = me.id
    where me.id = ${memberId} and ${activeNow}
    group by a.placement_side`.execute(db);
  const of = (side: 'L' | 'R') => result.rows.find((r) => r.side === side)?.n ?? 0;
  return { left: of('L'), right: of('R') };
}

/** One member's leg volumes (hundredths as text) as the closes of the cycles named counted them. */
export async function readClosedLegs(
  db: Db,
  memberId: number,
  cycles: readonly string[],
): Promise<Array<{ cycle: string; left_bv: string; right_bv: string }>> {
  if (cycles.length === 0) return [];
  const result = await sql<{ cycle: string; left_bv: string; right_bv: string }>`
    select s.cycle, s.left_bv::text as left_bv, s.right_bv::text as right_bv
    from tree_cycle_snapshot s
    where s.member_id = ${memberId} and s.cycle = any(${sql.val([...cycles])}::text[])`.execute(db);
  return result.rows;
}
