import {
  BONUS_CHART_CYCLES,
  BONUS_TYPE_NAMES,
  formatMinor,
  type BonusCycleTotals,
  type BonusCycleView,
  type BonusReport,
  type BonusReportQuery,
} from '@portal/contract';
import type { DbDeps } from '../../../lib/service-deps.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { memberStanding } from '../../organization/index.js';
import { companyCurrency, isCycleClosed } from '../close/index.js';
import { businessTime, cycleOf, cycleStart } from '../engine/index.js';
import {
  findClosedCycles,
  findMemberLeftCounts,
  findMemberLines,
  findMemberLeftLines,
  findMemberTotals,
  type ClosedCycle,
} from './report.repository.js';

const typeOrder = (t: string) => (BONUS_TYPE_NAMES as readonly string[]).indexOf(t);

const currencyOf = (deps: DbDeps, companyCode: string) => companyCurrency(deps.db, companyCode);

/** Each cycle's totals for one member: every bonus type it paid, zero cycles included. */
async function totalsOf(
  deps: DbDeps,
  member: { memberId: number; companyCode: string },
  cycles: ClosedCycle[],
  minorUnit: number,
): Promise<BonusCycleTotals[]> {
  const names = cycles.map((c) => c.cycle);
  const [sums, left] = await Promise.all([
    findMemberTotals(deps.db, member.memberId, names),
    findMemberLeftCounts(deps.db, member, names),
  ]);
  return cycles.map((c) => {
    const mine = sums.filter((s) => s.cycle === c.cycle && s.amount !== 0n);
    mine.sort((a, b) => typeOrder(a.type) - typeOrder(b.type));
    const total = mine.reduce((s, r) => s + r.amount, 0n);
    return {
      cycle: c.cycle,
      start: businessTime(cycleStart(c.cycle_no)),
      total: formatMinor(total, minorUnit),
      byType: mine.map((r) => ({ type: r.type, amount: formatMinor(r.amount, minorUnit) })),
      leftCount: left.get(c.cycle) ?? 0,
    };
  });
}

/** A day (YYYY-MM-DD) in business time (UTC+8) → the cycle it falls in. */
const cycleOfDay = (day: string) => cycleOf(Date.parse(`${day}T00:00:00+08:00`));

/** The member's own bonus over the range (cycles touching it) and the last 12 closed cycles. */
export async function getBonusReport(
  deps: DbDeps,
  auth: MemberContext,
  query: BonusReportQuery,
): Promise<BonusReport> {
  const { currency, minorUnit } = await currencyOf(deps, auth.companyCode);
  const range = { from: cycleOfDay(query.startDate), to: cycleOfDay(query.endDate) };
  const [inRange, recent] = await Promise.all([
    findClosedCycles(deps.db, auth.companyCode, range),
    recentTotals(deps, auth, minorUnit),
  ]);
  return { currency, minorUnit, cycles: await totalsOf(deps, auth, inRange, minorUnit), recent };
}

/** The last 12 closed cycles' totals of the member, oldest first (the charts). */
async function recentTotals(deps: DbDeps, auth: MemberContext, minorUnit: number) {
  const recent = await findClosedCycles(deps.db, auth.companyCode, { limit: BONUS_CHART_CYCLES });
  return (await totalsOf(deps, auth, recent, minorUnit)).reverse();
}

/** The report's chart alone: the member's own last 12 closed cycles (the dashboard's). */
export async function recentBonusCycles(
  deps: DbDeps,
  auth: MemberContext,
): Promise<Pick<BonusReport, 'currency' | 'minorUnit' | 'recent'>> {
  const { currency, minorUnit } = await currencyOf(deps, auth.companyCode);
  return { currency, minorUnit, recent: await recentTotals(deps, auth, minorUnit) };
}

/**
 * One cycle's lines of the member with their trails and the member's standing at its close;
 * an open or unknown cycle has none.
 */
export async function getBonusCycle(
  deps: DbDeps,
  auth: MemberContext,
  cycle: string,
): Promise<BonusCycleView> {
  const { currency, minorUnit } = await currencyOf(deps, auth.companyCode);
  const closed = await isCycleClosed(deps.db, auth.companyCode, cycle);
  const [lines, left, standing] = closed
    ? await Promise.all([
        findMemberLines(deps.db, auth.memberId, cycle),
        findMemberLeftLines(deps.db, auth, cycle),
        // the standing the close left, from the service every page shows standing from
        memberStanding(deps.db, auth.memberId, { cycle }),
      ])
    : [[], [], undefined];
  return {
    cycle,
    closed,
    currency,
    minorUnit,
    lines: lines.map((l) => ({
      type: l.bonus_type,
      amount: formatMinor(l.amount_minor, minorUnit),
      adjustment: formatMinor(l.adjustment_minor, minorUnit),
      trail: (typeof l.trail === 'string' ? JSON.parse(l.trail) : l.trail) as Record<
        string,
        unknown
      >,
    })),
    leftOnTable: left.map((l) => ({
      type: l.bonus_type,
      rule: l.rule,
      amountBv: l.amount_bv,
      volume: l.volume,
    })),
    standing: standing ?? null,
  };
}
