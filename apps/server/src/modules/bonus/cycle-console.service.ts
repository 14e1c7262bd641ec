import { inTransaction, type Trx } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { type OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { confirmStepUp } from '../operator/index.js';
import { closeCycle, lastClosedCycle, lockCycle, previewCycle } from './close/index.js';
import { cycleEnd } from './engine/index.js';
import { previewView, sumOf } from './cycle-console-view.js';
import {
  findCycleRow,
  findLoginNames,
  findReview,
  markAudited,
  markReviewStep,
  savePreview,
} from './cycle-console.repository.js';
import {
  detailOf,
  openRun,
  refusalOf,
  target,
  type Deps,
  type Run,
} from './cycle-console-read.service.js';

/** Refuses a run that is locked or closed: its figures are the close's now. */
function mustBeBeforeLock(row: { state: string } | undefined) {
  if (row && row.state !== 'open') throw new AppError('cycleStepRefused');
}

/**
 * Computes the cycle as its close would (the existing preview: nothing is written by it) and
 * stores the totals as the run's preview, clearing an earlier audit. Audited as `cycle:preview`.
 */
export async function previewRun(deps: Deps, operator: OperatorContext, r: Run) {
  const { company } = await openRun(deps.db, operator, 'cycle:view', r);
  mustBeBeforeLock(await findCycleRow(deps.db, r.company, r.cycle));
  const computed = await previewCycle(deps.db, r.company, r.cycle).catch(refusalOf);
  const [previous, names] = await Promise.all([
    lastClosedCycle(deps.db, r.company),
    findLoginNames(
      deps.db,
      computed.topEarners.map((e) => e.memberId),
    ),
  ]);
  const preview = previewView(computed, previous, names);
  const at = deps.now();
  await inTransaction(deps.db, async (trx) => {
    mustBeBeforeLock(await findCycleRow(trx, r.company, r.cycle, true));
    const before = await findReview(trx, r.company, r.cycle, true);
    await savePreview(trx, { ...r, companyCode: r.company, by: operator.loginName, at, preview });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'cycle:view',
        action: 'cycle:preview',
        companyCode: r.company,
        target: target(r),
        outcome: 'ok',
        before: before ? { previewedBy: before.previewed_by, auditedBy: before.audited_by } : null,
        after: { total: preview.total, membersPaid: preview.membersPaid },
        at,
      }),
    );
  });
  return detailOf(deps, r, company.currency, company.minor_unit);
}

/** The second operator's audit of the stored preview; whoever previewed it may not audit it. */
export async function auditRun(deps: Deps, operator: OperatorContext, r: Run & { note: string }) {
  const { company } = await openRun(deps.db, operator, 'cycle:audit', r);
  const at = deps.now();
  await inTransaction(deps.db, async (trx) => {
    mustBeBeforeLock(await findCycleRow(trx, r.company, r.cycle, true));
    const review = await findReview(trx, r.company, r.cycle, true);
    if (!review || review.audited_at) throw new AppError('cycleStepRefused');
    if (review.previewed_by === operator.loginName) throw new AppError('fourEyesOwn');
    await markAudited(trx, {
      companyCode: r.company,
      cycle: r.cycle,
      by: operator.loginName,
      at,
      note: r.note,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'cycle:audit',
        action: 'cycle:audit',
        companyCode: r.company,
        target: target(r),
        reason: r.note,
        outcome: 'ok',
        before: { previewedBy: review.previewed_by, previewedAt: review.previewed_at },
        after: { auditedBy: operator.loginName },
        at,
      }),
    );
  });
  return detailOf(deps, r, company.currency, company.minor_unit);
}

/** The run's step, its review row and its audit entry, written in the step's own transaction. */
function recordStep(
  operator: OperatorContext,
  r: Run & { reason: string },
  step: 'locked' | 'closed',
  at: Date,
) {
  return async (trx: Trx, after: Record<string, unknown>) => {
    await markReviewStep(trx, step, {
      companyCode: r.company,
      cycle: r.cycle,
      by: operator.loginName,
      at,
    });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'cycle:close',
        action: step === 'locked' ? 'cycle:lock' : 'cycle:close',
        companyCode: r.company,
        target: target(r),
        reason: r.reason,
        outcome: 'ok',
        before: { state: step === 'locked' ? 'audited' : 'locked' },
        after,
        at,
      }),
    );
  };
}

/**
 * Locks an audited run (the existing lock: open → locked), with a fresh code. The preview must
 * have been taken once the week was over, so the audited figures are the final volumes'.
 */
export async function lockRun(
  deps: Deps,
  operator: OperatorContext,
  r: Run & { reason: string; code: string },
) {
  const { company, cycleNo } = await openRun(deps.db, operator, 'cycle:close', r);
  mustBeBeforeLock(await findCycleRow(deps.db, r.company, r.cycle));
  const review = await findReview(deps.db, r.company, r.cycle);
  if (!review?.audited_at) throw new AppError('cycleNotAudited');
  const now = deps.now();
  if (now.getTime() < cycleEnd(cycleNo)) throw new AppError('cycleNotEnded');
  if (review.previewed_at.getTime() < cycleEnd(cycleNo)) throw new AppError('cyclePreviewStale');
  await confirmStepUp(deps, operator, r.code);
  const write = recordStep(operator, r, 'locked', now);
  const outcome = await lockCycle(deps.db, r.company, r.cycle, now, {
    alsoInTransaction: async (trx) => {
      // a fresh preview between the checks above and this lock cleared the audit
      const held = await findReview(trx, r.company, r.cycle, true);
      if (!held?.audited_at) throw new AppError('cycleNotAudited');
      await write(trx, { state: 'locked', auditedBy: held.audited_by });
    },
  }).catch(refusalOf);
  if (!outcome.changed) throw new AppError('cycleStepRefused');
  return detailOf(deps, r, company.currency, company.minor_unit);
}

/**
 * Closes a locked run with a fresh code: the existing close (lines, trails, states, the one
 * bonus journal through the ledger's door) in one transaction with its review and audit entry.
 * The close is a plain function (the weekly job runs it for every company), so it runs here, in
 * the request: a few hundred milliseconds for the seeded companies, about a minute at a million
 * members (docs/bonus.md).
 */
export async function closeRun(
  deps: Deps & Pick<AppDeps, 'jobs'>,
  operator: OperatorContext,
  r: Run & { reason: string; code: string },
) {
  const { company } = await openRun(deps.db, operator, 'cycle:close', r);
  const row = await findCycleRow(deps.db, r.company, r.cycle);
  if (row?.state !== 'locked') throw new AppError('cycleStepRefused');
  await confirmStepUp(deps, operator, r.code);
  const now = deps.now();
  const write = recordStep(operator, r, 'closed', now);
  const outcome = await closeCycle(
    deps.db,
    r.company,
    r.cycle,
    now,
    `operator:${operator.loginName}`,
    {
      jobs: deps.jobs,
      alsoInTransaction: (trx, o) =>
        write(trx, {
          state: 'closed',
          journalId: o.journalId === null || o.journalId === undefined ? null : String(o.journalId),
          membersPaid: o.membersPaid ?? 0,
          total: sumOf(Object.values(o.totals ?? {})),
        }),
    },
  ).catch(refusalOf);
  if (!outcome.changed) throw new AppError('cycleStepRefused');
  return detailOf(deps, r, company.currency, company.minor_unit);
}
