import type { Db } from '../../../db/client.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';
import { AWARD_CODES, cycleEnd, cycleName, RANK_CODES, type CycleResult } from '../engine/index.js';
import type { BonusMemberCycleTable } from './bonus.tables.js';
import { cycleNumberOf, historyText } from './close-input.js';
import { CloseError, computeFromDb, totalsByType, type Computed } from './close-compute.js';
import { postCycleJournal } from './close-ledger.js';
import { holdCycle, markClosed, markLocked } from './cycle.repository.js';
// message centre (issue 16)
import { noticeBonusPaid, noticeStandingReached } from './close-notice.js';
import { recordSnapshotAwards, snapshotTreeCycle } from '../../organization/index.js';
import {
  insertLeftLines,
  insertLines,
  insertMemberStates,
  membersToPromote,
  promoteMembers,
} from './results.repository.js';

export interface CloseOutcome {
  cycle: string;
  state: 'locked' | 'closed';
  /** false when the cycle was already in that state: nothing changed */
  changed: boolean;
  totals?: Record<string, string>;
  membersPaid?: number;
  journalId?: bigint | null;
}

function cycleOfName(name: string): number {
  const n = cycleNumberOf(name);
  if (n === null) throw new CloseError(`not a cycle: ${name} (write e.g. 2026-W48)`);
  return n;
}

/** A cycle may be locked or closed only once it has ended. */
function mustHaveEnded(cycle: number, now: Date) {
  if (now.getTime() < cycleEnd(cycle)) {
    throw new CloseError(`cycle ${cycleName(cycle)} has not ended yet`);
  }
}

/** Computes and prints what a close would pay; writes nothing. */
export async function previewCycle(db: Db, companyCode: string, name: string) {
  const { result, plan } = await computeFromDb(db, companyCode, cycleOfName(name));
  // a pool is basis points of the company's volume (hundredths of BV): its size in BV value
  const pool = (bp: bigint) => {
    const h = (result.facts.companyVolume * bp) / 10_000n;
    return `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
  };
  const pools = {
    'lifestyle global': pool(plan.lifestylePoolBp),
    'crown diamond ambassador global': pool(plan.crownPoolBp),
  };
  return { ...summarize(result), pools };
}

export function summarize(result: CycleResult) {
  const paid = new Set(result.lines.filter((l) => l.amountMinor > 0n).map((l) => l.memberId));
  const rules = new Map<string, number>();
  for (const l of result.leftOnTable())
    rules.set(`${l.type}: ${l.rule}`, (rules.get(`${l.type}: ${l.rule}`) ?? 0) + 1);
  return {
    cycle: result.name,
    totals: totalsByType(result),
    membersPaid: paid.size,
    companyVolume: result.facts.companyVolume,
    leftOnTable: Object.fromEntries(rules),
  };
}

/** open → locked: the cycle's volumes are final; later refunds count in their own cycle. */
export async function lockCycle(db: Db, companyCode: string, name: string, now: Date) {
  const cycle = cycleOfName(name);
  mustHaveEnded(cycle, now);
  return inTransaction(db, async (trx): Promise<CloseOutcome> => {
    const row = await holdCycle(trx, companyCode, name, cycle);
    if (row.state !== 'open') return { cycle: name, state: row.state, changed: false };
    await markLocked(trx, companyCode, name, now);
    return { cycle: name, state: 'locked', changed: true };
  });
}

/**
 * (open or locked) → closed, in one transaction: compute, write lines with their trails,
 * left-on-table lines and each member's end state, post the one journal. The cycle's row is
 * held FOR UPDATE, so two closes at once (two servers' jobs) run one after the other and the
 * second finds it closed and changes nothing.
 */
export async function closeCycle(
  db: Db,
  companyCode: string,
  name: string,
  now: Date,
  by: string,
  { onPhases }: { onPhases?: (ms: Record<string, number>) => void } = {},
) {
  const cycle = cycleOfName(name);
  mustHaveEnded(cycle, now);
  // how long each step took, for the job's log and bench:bonus (a close at scale is minutes)
  const phases: Record<string, number> = {};
  let commitStarted = 0;
  const timed = async <T>(phase: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await step();
    phases[phase] = Math.round(performance.now() - started);
    return value;
  };
  const outcome = await inTransaction(db, async (trx): Promise<CloseOutcome> => {
    const row = await holdCycle(trx, companyCode, name, cycle);
    if (row.state === 'closed') return { cycle: name, state: 'closed', changed: false };
    const computed = await timed('compute', () => computeFromDb(trx, companyCode, cycle));
    const states = await writeResults(trx, companyCode, name, computed, timed);
    // what the next cycle and the trees need: ranks on the member rows, then the tree snapshot
    // (which copies them) with the close's activity, awards and carries
    const promoted = await timed('promotions', async () => {
      const list = await membersToPromote(trx, companyCode, name);
      await promoteMembers(trx, companyCode, name);
      return list;
    });
    await timed('treeSnapshot', () => snapshotTreeCycle(trx, companyCode, name, now));
    await timed('snapshotAwards', () =>
      recordSnapshotAwards(
        trx,
        companyCode,
        name,
        states.map((s) => ({
          memberId: s.member_id,
          active: s.active,
          paidAsAward: s.paid_as_award,
          highestAward: s.highest_award,
          carryLeft: s.carry_left,
          carryRight: s.carry_right,
        })),
      ),
    );
    const { result, conversion } = computed;
    const journalId = await timed('journal', () =>
      postCycleJournal(trx, companyCode, name, result.lines, conversion, now, by),
    );
    const totals = totalsByType(result);
    await markClosed(trx, companyCode, name, now, {
      planVersion: computed.plan.version,
      bvRate: computed.bvRate,
      currency: conversion.currency,
      minorUnit: conversion.minorUnit,
      cyclesDone: computed.state.cyclesDone,
      journalId,
      totals,
      by,
    });
    // message centre (issue 16)
    await timed('notices', async () => {
      await noticeBonusPaid(trx, name, result.lines, conversion, now);
      await noticeStandingReached(trx, name, promoted, now);
    });
    const membersPaid = new Set(
      result.lines.filter((l) => l.amountMinor > 0n).map((l) => l.memberId),
    ).size;
    commitStarted = performance.now();
    return { cycle: name, state: 'closed', changed: true, totals, membersPaid, journalId };
  });
  if (outcome.changed) {
    phases.commit = Math.round(performance.now() - commitStarted);
    onPhases?.(phases);
  }
  return outcome;
}

type Timed = <T>(phase: string, step: () => Promise<T>) => Promise<T>;

async function writeResults(
  trx: Trx,
  companyCode: string,
  cycle: string,
  c: Computed,
  timed: Timed,
) {
  const { result, net, state, plan } = c;
  await timed('lines', () =>
    insertLines(
      trx,
      result.lines.map((l) => ({
        company_code: companyCode,
        cycle,
        member_id: Number(l.memberId),
        bonus_type: l.type,
        amount_minor: l.amountMinor,
        adjustment_minor: l.adjustmentMinor ?? 0n,
        trail: JSON.stringify(l.explain(), (_k, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v,
        ),
      })),
    ),
  );
  await timed('leftLines', () =>
    insertLeftLines(
      trx,
      result.leftOnTable().map((l) => ({
        company_code: companyCode,
        cycle,
        member_id: Number(l.memberId),
        bonus_type: l.type,
        rule: l.rule,
        amount_bv: l.amountBv ?? null,
        volume: l.volume ?? null,
      })),
    ),
  );
  const f = result.facts;
  const K = plan.paidAsCycles;
  const states: BonusMemberCycleTable[] = net.ids.map((id, i) => ({
    company_code: companyCode,
    cycle,
    member_id: Number(id),
    rank_code: RANK_CODES[state.rank[i]!] ?? '0',
    active: f.active[i] === 1,
    paid_as_award: AWARD_CODES[f.paidAs[i]!] ?? '00',
    qualified_award: AWARD_CODES[f.award[i]!] ?? '00',
    highest_award: AWARD_CODES[state.highestAward[i]!] ?? '00',
    cumulative_package_bv: state.cumulativePackageBv[i]!,
    carry_left: state.carryLeft[i]!,
    carry_right: state.carryRight[i]!,
    left_bv: f.leftVolume[i]!,
    right_bv: f.rightVolume[i]!,
    qualified_history: historyText(state.qualifiedHistory, i, K),
    paid_as_history: historyText(state.paidAsHistory, i, K),
  }));
  await timed('memberStates', () => insertMemberStates(trx, states));
  return states;
}
