import {
  ACTIVE_BV_HUNDREDTHS,
  ACTIVE_WINDOW_DAYS,
  cycleOf,
  formatMinor,
  heldRank,
  MEMBER_STATUS,
  standingAward,
  type MemberStanding,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import {
  readClosedLegs,
  readClosedStandings,
  readOpenStanding,
  readOpenStandings,
  readSponsoredActive,
  type StandingRow,
  type Window,
} from './standing.repository.js';

const DAY_MS = 86_400_000;

/** Now (the open cycle, activity at that moment) or a closed cycle as its close left it. */
export type StandingAsOf = { at: Date } | { cycle: string };

/** The standing without the sponsored actives per leg (a chart's many cards do not show them). */
export type StandingFacts = Omit<MemberStanding, 'sponsoredActiveLeft' | 'sponsoredActiveRight'>;

const bv = (hundredths: string | null) => formatMinor(BigInt(hundredths ?? '0'), 2);
/** The 30 days before `at` in which "active" is decided (plan, Members). */
export const windowOf = (at: Date): Window => ({
  from: new Date(at.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS),
  at,
});

/**
 * The main-platform BV (hundredths) the member still needs in the window to be active: the
 * plan's rule (compensation-plan.md, Members), the same the engine applies at a close. Null
 * without a window (a closed cycle keeps only the outcome).
 */
function missingBv(row: StandingRow): bigint | null {
  if (row.pbv30 === null) return null;
  if (row.status !== MEMBER_STATUS.active) return ACTIVE_BV_HUNDREDTHS;
  const pbv30 = BigInt(row.pbv30);
  return ACTIVE_BV_HUNDREDTHS > pbv30 ? ACTIVE_BV_HUNDREDTHS - pbv30 : 0n;
}

/** Exported for the test that holds `toInfoStanding` to the same figures. */
export function toFacts(row: StandingRow, cycle: string, closed: boolean, at: Date): StandingFacts {
  const statusOk = row.status === MEMBER_STATUS.active;
  const missing = missingBv(row);
  return {
    memberId: row.id,
    cycle,
    closed,
    at: at.toISOString(),
    memberType: row.member_type,
    status: row.status as MemberStanding['status'],
    rank: heldRank(row.member_type, row.rank_code),
    paidAsAward: standingAward(row.paid_as_award),
    paidAsCycle: row.paid_as_cycle,
    highestAward: standingAward(row.highest_award),
    active: row.closed_active ?? (statusOk && missing === 0n),
    pbv30: row.pbv30 === null ? null : bv(row.pbv30),
    mustRebuyBV4Active: missing === null ? null : formatMinor(missing, 2),
    marketplaceBv30: row.mkt30 === null ? null : bv(row.mkt30),
    pbv: bv(row.pbv),
    leftBv: bv(row.left_bv),
    rightBv: bv(row.right_bv),
    leftCount: row.left_count ?? 0,
    rightCount: row.right_count ?? 0,
    carryLeft: bv(row.carry_left),
    carryRight: bv(row.carry_right),
    legsAt: row.legs_at ? row.legs_at.toISOString() : null,
  };
}

/**
 * The standing facts of several members at once (a chart's page of cards), by member id. As
 * of a closed cycle only members its close computed have facts.
 */
export async function standingsOf(
  db: Db,
  ids: readonly number[],
  asOf: StandingAsOf,
): Promise<Map<number, StandingFacts>> {
  const out = new Map<number, StandingFacts>();
  if ('cycle' in asOf) {
    for (const row of await readClosedStandings(db, ids, asOf.cycle)) {
      out.set(row.id, toFacts(row, asOf.cycle, true, row.closed_at));
    }
    return out;
  }
  const cycle = cycleOf(asOf.at);
  for (const row of await readOpenStandings(db, ids, cycle, windowOf(asOf.at))) {
    out.set(row.id, toFacts(row, cycle, false, asOf.at));
  }
  return out;
}

/** What member info shows of the standing: the status, the rank held and the BV still missing. */
export type InfoStanding = Pick<StandingFacts, 'status' | 'rank' | 'mustRebuyBV4Active'>;

/**
 * The three of `toFacts`' figures member info shows, by the same rules. Every authenticated page
 * asks for member info, and working out the other figures (a dozen BV amounts formatted, dates)
 * only to drop them was a measurable share of the call's CPU (docs/benchmarks.md).
 */
export function toInfoStanding(row: StandingRow): InfoStanding {
  const missing = missingBv(row);
  return {
    status: row.status as MemberStanding['status'],
    rank: heldRank(row.member_type, row.rank_code),
    mustRebuyBV4Active: missing === null ? null : formatMinor(missing, 2),
  };
}

/** A member's `InfoStanding` now (the open cycle), read as `standingsOf` reads it; undefined for an unknown member. */
export function infoStandingOf(
  db: Db,
  memberId: number,
  at: Date,
): Promise<InfoStanding | undefined> {
  return readOpenStanding(db, memberId, cycleOf(at), windowOf(at)).then(
    ([row]) => row && toInfoStanding(row),
  );
}

/**
 * One member's standing (compensation-plan.md, Members): the one service behind every page
 * that shows it. Now: the rank and highest award held, active with `mustRebuyBV4Active` from
 * the main-platform orders of the 30 days before now, this cycle's PBV and legs (last leg
 * refresh), the last close's paid-as award and carries, and the sponsored actives per leg.
 * As of a closed cycle: what that close decided. Undefined for an unknown member, or one
 * the close did not compute.
 */
export async function memberStanding(
  db: Db,
  memberId: number,
  asOf: StandingAsOf,
): Promise<MemberStanding | undefined> {
  const facts = (await standingsOf(db, [memberId], asOf)).get(memberId);
  if (!facts) return undefined;
  const sponsored = await readSponsoredActive(
    db,
    memberId,
    'cycle' in asOf
      ? { kind: 'closed', cycle: asOf.cycle }
      : { kind: 'open', window: windowOf(asOf.at) },
  );
  return { ...facts, sponsoredActiveLeft: sponsored.left, sponsoredActiveRight: sponsored.right };
}

/**
 * The leg volumes of closed cycles as their closes counted them (the dashboard's chart), by
 * cycle name, in one read: the same figures `memberStanding` gives as of each of those cycles.
 */
export async function closedLegVolumes(
  db: Db,
  memberId: number,
  cycles: readonly string[],
): Promise<Map<string, { leftBv: string; rightBv: string }>> {
  const rows = await readClosedLegs(db, memberId, cycles);
  return new Map(rows.map((r) => [r.cycle, { leftBv: bv(r.left_bv), rightBv: bv(r.right_bv) }]));
}
