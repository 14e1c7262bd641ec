import type { ConsolePermission } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { cycleCloseMode } from '../company/index.js';
import { bonusCompany, CloseError, cycleNumberOf } from './close/index.js';
import { cycleEnd, cycleName, cycleOf } from './engine/index.js';
import { paidOf, runStateOf, stepsOf, sumOf } from './cycle-console-view.js';
import type { ConsoleCycleDetail } from './cycle-console.types.js';
import {
  findCycleRow,
  findRecentCycles,
  findRecentReviews,
  findReview,
} from './cycle-console.repository.js';

/** The console's reads of commission runs, and what its steps share (cycle-console.service.ts). */

export type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;
export interface Run {
  company: string;
  cycle: string;
}

/** Cycles the list shows: the newest rows of the close and of the review, and every cycle since. */
const RECENT = 12;

/**
 * The policy for the run's company first (another company's run is forbidden), then the company
 * and the week must exist. Returns the company's currency and the cycle's number.
 */
export async function openRun(
  db: Db,
  operator: OperatorContext,
  permission: ConsolePermission,
  r: Run,
) {
  requirePermission(operator, permission, r.company);
  const company = await bonusCompany(db, r.company);
  const cycleNo = cycleNumberOf(r.cycle);
  if (!company || cycleNo === null) throw new AppError('notFound');
  return { company, cycleNo };
}

export const target = (r: Run) => `cycle:${r.company}/${r.cycle}`;

/** The close's refusals that reach the console: the week is not over, or cycles out of order. */
export function refusalOf(e: unknown): never {
  if (e instanceof CloseError) {
    throw new AppError(/not ended/.test(e.message) ? 'cycleNotEnded' : 'cycleOutOfOrder');
  }
  throw e;
}

export async function detailOf(deps: Deps, r: Run, currency: string, minorUnit: number) {
  const [row, review, closeMode] = await Promise.all([
    findCycleRow(deps.db, r.company, r.cycle),
    findReview(deps.db, r.company, r.cycle),
    cycleCloseMode(deps.db, r.company),
  ]);
  const cycleNo = cycleNumberOf(r.cycle)!;
  return {
    company: r.company,
    cycle: r.cycle,
    currency,
    minorUnit,
    state: runStateOf(row, review),
    ended: deps.now().getTime() >= cycleEnd(cycleNo),
    steps: stepsOf(row, review),
    preview: (review?.preview ?? null) as ConsoleCycleDetail['preview'],
    paid: paidOf(row),
    journalId: row?.state === 'closed' && row.journal_id !== null ? String(row.journal_id) : null,
    closeMode,
  } satisfies ConsoleCycleDetail;
}

/** A company's recent cycles and every cycle since its last close, newest first. */
export async function listCycles(deps: Deps, operator: OperatorContext, company: string) {
  requirePermission(operator, 'cycle:view', company);
  const row = await bonusCompany(deps.db, company);
  if (!row) throw new AppError('notFound');
  const [cycles, reviews] = await Promise.all([
    findRecentCycles(deps.db, company, RECENT),
    findRecentReviews(deps.db, company, RECENT),
  ]);
  const current = cycleOf(deps.now().getTime());
  const lastClosed = cycles.find((c) => c.state === 'closed')?.cycle_no ?? current - 2;
  const numbers = new Set<number>([current, current - 1, ...cycles.map((c) => c.cycle_no)]);
  for (let n = Math.max(lastClosed + 1, current - RECENT); n < current; n++) numbers.add(n);
  for (const r of reviews) numbers.add(cycleNumberOf(r.cycle) ?? current);
  const list = [...numbers]
    .sort((a, b) => b - a)
    .map((n) => {
      const name = cycleName(n);
      const c = cycles.find((x) => x.cycle === name);
      const review = reviews.find((x) => x.cycle === name);
      const paid = paidOf(c);
      return {
        cycle: name,
        state: runStateOf(c, review),
        ended: deps.now().getTime() >= cycleEnd(n),
        paidTotal: paid ? sumOf(paid.map((p) => p.amount)) : null,
        ...stepsOf(c, review),
      };
    });
  return { company, currency: row.currency, minorUnit: row.minor_unit, cycles: list };
}

export async function cycleDetail(deps: Deps, operator: OperatorContext, r: Run) {
  const { company } = await openRun(deps.db, operator, 'cycle:view', r);
  return detailOf(deps, r, company.currency, company.minor_unit);
}
