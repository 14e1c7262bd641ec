import {
  businessDay,
  runDateAfter,
  type AutoshipRunPage,
  type AutoshipSchedule,
  type AutoshipView,
  type Locale,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { DbDeps } from '../../lib/service-deps.js';
import type { MemberContext } from '../../lib/member-context.js';
import { companyMoney } from '../catalog/index.js';
import { assertMemberMay } from '../member/index.js';
import { noticeChange, type AutoshipChange } from './autoship-notice.js';
import { autoshipViews, runView, scheduleOf } from './autoship-view.js';
import {
  autoshipById,
  claimRun,
  lockAutoship,
  memberAutoships,
  runPage,
  updateAutoship,
} from './autoship.repository.js';
import type { AutoshipRow } from './autoship.tables.js';

/** The member's own autoship; another member's answers exactly as a missing one. */
export async function ownAutoship(db: Db, member: MemberContext, id: number): Promise<AutoshipRow> {
  const row = await autoshipById(db, id);
  if (!row || row.member_id !== member.memberId) throw new AppError('autoshipNotFound');
  return row;
}

export async function listAutoships(
  deps: DbDeps,
  member: MemberContext,
  locale: Locale,
): Promise<{ list: AutoshipView[] }> {
  return {
    list: await autoshipViews(deps, await memberAutoships(deps.db, member.memberId), locale),
  };
}

export async function getAutoship(
  deps: DbDeps,
  member: MemberContext,
  id: number,
  locale: Locale,
): Promise<AutoshipView> {
  const [view] = await autoshipViews(deps, [await ownAutoship(deps.db, member, id)], locale);
  return view!;
}

export async function autoshipRuns(
  deps: DbDeps,
  member: MemberContext,
  id: number,
  page: { pageNum: number; pageSize: number },
  locale: Locale,
): Promise<AutoshipRunPage> {
  await ownAutoship(deps.db, member, id);
  const { rows, total } = await runPage(deps.db, id, page.pageNum, page.pageSize);
  return { list: rows.map((r) => runView(r, locale)), total, ...page };
}

/** The schedule's first date after today, counted on from `from` (a resume, a re-schedule). */
export function nextRunAfter(schedule: AutoshipSchedule, from: string, today: string): string {
  let day = from;
  while (day <= today) day = runDateAfter(schedule, day);
  return day;
}

/**
 * One change of the member's own autoship under its row lock (the run job takes the same
 * lock), confirmed by a message-centre notice in the same transaction; answers the new view.
 */
export async function changeAutoship(
  deps: AppDeps,
  member: MemberContext,
  id: number,
  locale: Locale,
  change: AutoshipChange,
  apply: (trx: Db, row: AutoshipRow) => Promise<AutoshipRow | null>,
): Promise<AutoshipView> {
  await inTransaction(deps.db, async (trx) => {
    const row = await lockAutoship(trx, id);
    if (!row || row.member_id !== member.memberId) throw new AppError('autoshipNotFound');
    const changed = await apply(trx, row);
    if (changed) {
      await noticeChange(
        deps,
        trx,
        member.memberId,
        { id, nextRunDate: changed.next_run_date },
        change,
      );
    }
  });
  return getAutoship(deps, member, id, locale);
}

const refuseCancelled = (row: AutoshipRow) => {
  if (row.status === 'cancelled') throw new AppError('autoshipCancelled');
};

/** Skips the next run: its period is recorded as skipped, the one after becomes the next. */
export function skipNextRun(deps: AppDeps, member: MemberContext, id: number, locale: Locale) {
  return changeAutoship(deps, member, id, locale, 'skipped', async (trx, row) => {
    refuseCancelled(row);
    if (row.status !== 'active' || !row.next_run_date) throw new AppError('autoshipNotActive');
    const at = deps.now();
    const money = await companyMoney(trx, row.company_code);
    await claimRun(trx, {
      autoship_id: row.id,
      run_date: row.next_run_date,
      status: 'skipped',
      problem: 'skipped_by_member',
      currency: money.currency,
      minor_unit: money.minorUnit,
      triggered_by: `member:${member.memberId}`,
      created_at: at,
      updated_at: at,
    });
    return updateAutoship(trx, row.id, {
      next_run_date: runDateAfter(scheduleOf(row), row.next_run_date),
      updated_at: at,
    });
  });
}

export function pauseAutoship(deps: AppDeps, member: MemberContext, id: number, locale: Locale) {
  return changeAutoship(deps, member, id, locale, 'paused', async (trx, row) => {
    refuseCancelled(row);
    if (row.status === 'paused') return null;
    return updateAutoship(trx, row.id, {
      status: 'paused',
      pause_reason: 'member',
      pause_detail: null,
      updated_at: deps.now(),
    });
  });
}

/**
 * Resumes from the schedule's next date after today. A card refused for good must be changed
 * first; a member whose status may not pay (inactive, frozen) may not resume.
 */
export function resumeAutoship(deps: AppDeps, member: MemberContext, id: number, locale: Locale) {
  return changeAutoship(deps, member, id, locale, 'resumed', async (trx, row) => {
    refuseCancelled(row);
    if (row.status === 'active') return null;
    if (row.pause_reason === 'cardRefused' && row.pause_detail) {
      throw new AppError('autoshipCardNeeded');
    }
    assertMemberMay('payOrder', member);
    const today = businessDay(deps.now());
    const from = row.next_run_date ?? today;
    return updateAutoship(trx, row.id, {
      status: 'active',
      pause_reason: null,
      pause_detail: null,
      next_run_date: nextRunAfter(scheduleOf(row), from, today),
      updated_at: deps.now(),
    });
  });
}

/** Cancels in one click, effective at once (a run already under way finishes its period). */
export function cancelAutoship(deps: AppDeps, member: MemberContext, id: number, locale: Locale) {
  return changeAutoship(deps, member, id, locale, 'cancelled', async (trx, row) => {
    if (row.status === 'cancelled') return null;
    return updateAutoship(trx, row.id, {
      status: 'cancelled',
      next_run_date: null,
      cancelled_at: deps.now(),
      updated_at: deps.now(),
    });
  });
}
