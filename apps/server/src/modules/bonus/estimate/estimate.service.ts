import {
  BONUS_TYPE_NAMES,
  ESTIMATE_CYCLES,
  ESTIMATE_REFRESH_HOURS,
  formatMinor,
  type BonusEstimate,
} from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import { AppError } from '../../../lib/app-error.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { memberStanding } from '../../organization/index.js';
import { bonusCompanyCodes, cycleNumberOf } from '../close/index.js';
import { businessTime, cycleOf, cycleStart } from '../engine/index.js';
import { computeEstimate } from './estimate-compute.js';
import { memberAutoshipsByCycle } from './estimate-projection.js';
import { findMemberEstimateLines, findRun, replaceEstimate } from './estimate.repository.js';

const HOUR_MS = 3_600_000;

export interface EstimateOutcome {
  company: string;
  cycles: string[];
  lines: number;
  members: number;
}

/** Computes one company's estimate and replaces the stored one in one transaction. */
export async function runEstimate(
  db: Db,
  companyCode: string,
  now: Date,
): Promise<EstimateOutcome> {
  const rows = await computeEstimate(db, companyCode, now);
  await inTransaction(db, (trx) => replaceEstimate(trx, rows.run, rows.lines, rows.members));
  return {
    company: companyCode,
    cycles: rows.run.cycles,
    lines: rows.lines.length,
    members: rows.members.length,
  };
}

/** Every company's estimate (the daily job and `bonus:estimate` without a company). */
export async function runAllEstimates(db: Db, now: Date): Promise<EstimateOutcome[]> {
  const out: EstimateOutcome[] = [];
  for (const company of await bonusCompanyCodes(db)) out.push(await runEstimate(db, company, now));
  return out;
}

/** Made within the refresh period and in the cycle open now (a new cycle needs a new one). */
function isFresh(run: { computed_at: Date } | undefined, now: Date): boolean {
  if (!run) return false;
  const age = now.getTime() - run.computed_at.getTime();
  return (
    age >= 0 &&
    age < ESTIMATE_REFRESH_HOURS * HOUR_MS &&
    cycleOf(run.computed_at.getTime()) === cycleOf(now.getTime())
  );
}

/** Runs under way per database and company: a page asking twice waits for the same run. */
const running = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * The company's estimate, computed now when none is fresh (a first start before the seed's,
 * a server that missed the daily job): a member never meets "not estimated yet".
 */
async function freshRun(db: Db, companyCode: string, now: Date) {
  const run = await findRun(db, companyCode);
  if (isFresh(run, now)) return run;
  const mine = running.get(db) ?? running.set(db, new Map()).get(db)!;
  let pending = mine.get(companyCode);
  if (!pending) {
    pending = runEstimate(db, companyCode, now).finally(() => mine.delete(companyCode));
    mine.set(companyCode, pending);
  }
  await pending;
  return findRun(db, companyCode);
}

/** The companies whose estimate is missing or stale get one now (the seed, a start). */
export async function ensureFreshEstimates(db: Db, now: Date): Promise<EstimateOutcome[]> {
  const out: EstimateOutcome[] = [];
  for (const company of await bonusCompanyCodes(db)) {
    if (!isFresh(await findRun(db, company), now)) out.push(await runEstimate(db, company, now));
  }
  return out;
}

const typeOrder = (t: string) => (BONUS_TYPE_NAMES as readonly string[]).indexOf(t);

/**
 * The signed-in member's estimate: each of the 4 cycles with its total and types, computed now
 * when none is fresh, the member's own autoship runs scheduled in it (the dashboard, which
 * shows the open cycle's total only, does not read them), and the standing now it rolls
 * forward from.
 */
export async function getBonusEstimate(
  deps: DbClockDeps,
  member: MemberContext,
): Promise<BonusEstimate> {
  const now = deps.now();
  const [estimate, standing, autoships] = await Promise.all([
    memberEstimate(deps, member, now),
    memberStanding(deps.db, member.memberId, { at: now }),
    memberAutoshipsByCycle(deps, member, now),
  ]);
  if (!standing) throw new AppError('unauthorized');
  const cycles = estimate.cycles.map((c) => {
    const autoship = autoships.get(c.cycle);
    return autoship ? { ...c, autoship } : c;
  });
  return { ...estimate, cycles, standing };
}

/** The estimate's cycles without the standing (the dashboard reads the standing once). */
export async function memberEstimate(
  deps: DbDeps,
  member: MemberContext,
  now: Date,
): Promise<Omit<BonusEstimate, 'standing'>> {
  const run = await freshRun(deps.db, member.companyCode, now);
  const lines = await findMemberEstimateLines(deps.db, member.memberId);
  const base = { cyclesPredicted: ESTIMATE_CYCLES, refreshHours: ESTIMATE_REFRESH_HOURS };
  if (!run) return { ...base, computedAt: null, currency: '', minorUnit: 2, cycles: [] };
  const open = cycleOf(run.computed_at.getTime());
  return {
    ...base,
    computedAt: run.computed_at.toISOString(),
    currency: run.currency,
    minorUnit: run.minor_unit,
    cycles: run.cycles.map((cycle) => {
      const mine = lines.filter((l) => l.cycle === cycle);
      mine.sort((a, b) => typeOrder(a.bonus_type) - typeOrder(b.bonus_type));
      const n = cycleNumberOf(cycle) ?? open;
      return {
        cycle,
        start: businessTime(cycleStart(n)),
        open: n === open,
        total: formatMinor(
          mine.reduce((s, l) => s + l.amount_minor, 0n),
          run.minor_unit,
        ),
        byType: mine.map((l) => ({
          type: l.bonus_type,
          amount: formatMinor(l.amount_minor, run.minor_unit),
        })),
      };
    }),
  };
}
