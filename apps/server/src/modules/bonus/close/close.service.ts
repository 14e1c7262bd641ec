import type { Db } from '../../../db/client.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';
import { cycleEnd, cycleName, type CycleResult } from '../engine/index.js';
import { cycleNumberOf } from './close-input.js';
import { snapshotFacts, writeResults } from './close-write.js';
import { CloseError, computeFromDb, totalsByType } from './close-compute.js';
import { postCycleJournal } from './close-ledger.js';
import { holdCycle, markClosed, markLocked, roomForTheClose } from './cycle.repository.js';
import { followUpClose, followUpEarlierCloses } from './close-follow-up.js';
import { bonusCloseFollowUpJob } from './close-follow-up.job.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { snapshotTreeCycle } from '../../organization/index.js';

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
  return { ...summarize(result), pools, topEarners: topEarners(result, TOP_EARNERS) };
}

/** Earners the console's preview names. */
const TOP_EARNERS = 10;

/** The members paid most in the cycle (every type summed), highest first, ids ascending on ties. */
export function topEarners(result: CycleResult, count: number) {
  const byMember = new Map<string, bigint>();
  for (const l of result.lines) {
    if (l.amountMinor > 0n)
      byMember.set(l.memberId, (byMember.get(l.memberId) ?? 0n) + l.amountMinor);
  }
  return [...byMember]
    .map(([id, amountMinor]) => ({ memberId: Number(id), amountMinor }))
    .sort((a, b) =>
      a.amountMinor === b.amountMinor
        ? a.memberId - b.memberId
        : a.amountMinor > b.amountMinor
          ? -1
          : 1,
    )
    .slice(0, count);
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

/**
 * What a caller writes in the step's own transaction once the step changed the cycle (the
 * console's review row and audit entry), so the step and its record commit together.
 */
export type AlsoInTransaction = (trx: Trx, outcome: CloseOutcome) => Promise<void>;

/** open → locked: the cycle's volumes are final; later refunds count in their own cycle. */
export async function lockCycle(
  db: Db,
  companyCode: string,
  name: string,
  now: Date,
  { alsoInTransaction }: { alsoInTransaction?: AlsoInTransaction } = {},
) {
  const cycle = cycleOfName(name);
  mustHaveEnded(cycle, now);
  return inTransaction(db, async (trx): Promise<CloseOutcome> => {
    const row = await holdCycle(trx, companyCode, name, cycle);
    if (row.state !== 'open') return { cycle: name, state: row.state, changed: false };
    await markLocked(trx, companyCode, name, now);
    const outcome: CloseOutcome = { cycle: name, state: 'locked', changed: true };
    await alsoInTransaction?.(trx, outcome);
    return outcome;
  });
}

/**
 * (open or locked) → closed, in one transaction: compute, write lines with their trails,
 * left-on-table lines and each member's end state, post the one journal. The cycle's row is
 * held FOR UPDATE, so two closes at once (two servers' jobs) run one after the other and the
 * second finds it closed and changes nothing. What follows (the member rows raised to the ranks
 * and awards the close stored, the members' notices) is neither results nor money: given
 * `jobs`, the close queues it as a job of its own transaction, which exists exactly when the
 * close committed (bonusCloseFollowUpJob); without, it does it itself, after its writes.
 */
export async function closeCycle(
  db: Db,
  companyCode: string,
  name: string,
  now: Date,
  by: string,
  {
    onPhases,
    alsoInTransaction,
    jobs,
  }: {
    onPhases?: (ms: Record<string, number>) => void;
    alsoInTransaction?: AlsoInTransaction;
    jobs?: Pick<JobQueue, 'enqueue'>;
  } = {},
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
    await roomForTheClose(trx);
    // the member rows as the company's last close left them (its follow-up, if still to do)
    await followUpEarlierCloses(trx, companyCode, now);
    const computed = await timed('compute', () => computeFromDb(trx, companyCode, cycle));
    await writeResults(trx, companyCode, name, computed, timed);
    // the tree snapshot takes the ranks the close raised (never below the member rows') and the
    // close's activity, awards, carries and legs in one statement; the member rows are raised
    // after, with the notices
    await timed('treeSnapshot', () =>
      snapshotTreeCycle(trx, companyCode, name, now, snapshotFacts(computed)),
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
    // ranks on the member rows and the message centre's notices
    await timed('followUp', async () => {
      const payload = { company: companyCode, cycle: name };
      if (jobs) await jobs.enqueue(bonusCloseFollowUpJob, payload, { db: trx });
      else await followUpClose(trx, companyCode, name, now);
    });
    const membersPaid = new Set(
      result.lines.filter((l) => l.amountMinor > 0n).map((l) => l.memberId),
    ).size;
    const closed: CloseOutcome = {
      cycle: name,
      state: 'closed',
      changed: true,
      totals,
      membersPaid,
      journalId,
    };
    await alsoInTransaction?.(trx, closed);
    commitStarted = performance.now();
    return closed;
  });
  if (outcome.changed) {
    phases.commit = Math.round(performance.now() - commitStarted);
    onPhases?.(phases);
  }
  return outcome;
}
