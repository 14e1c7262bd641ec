/**
 * Autoship (spec "Main mode": AutoOrder, AutoCardConfirm): its states, the schedule and the pure
 * date rules shared by the server (which runs it) and the web (which shows the next run).
 * Dates are business days 'YYYY-MM-DD' (UTC+8); each scheduled date is one period, run once.
 */

/** Paths of the autoship calls under API_BASE_PATH, in the style of the order calls. */
export const AUTOSHIP_PATHS = {
  preview: '/omn/autoship/preview',
  create: '/omn/autoship/create',
  list: '/omn/autoship/list',
  detail: '/omn/autoship/detail/:id',
  skip: '/omn/autoship/skip/:id',
  pause: '/omn/autoship/pause/:id',
  resume: '/omn/autoship/resume/:id',
  update: '/omn/autoship/update/:id',
  cancel: '/omn/autoship/cancel/:id',
  runs: '/omn/autoship/runs/:id',
} as const;

/** active: runs on its dates; paused: runs nothing until resumed; cancelled: final. */
export const AUTOSHIP_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type AutoshipStatus = (typeof AUTOSHIP_STATUSES)[number];

/**
 * Why an autoship is paused: the member paused it, the member's status (inactive or frozen)
 * paused it, or the card on file was refused for good (stolen, expired, closed).
 */
export const AUTOSHIP_PAUSE_REASONS = ['member', 'memberStatus', 'cardRefused'] as const;
export type AutoshipPauseReason = (typeof AUTOSHIP_PAUSE_REASONS)[number];

/** The two schedules AutoCardConfirm offers: a day of the month, or every 2, 4 or 8 weeks. */
export const AUTOSHIP_MONTH_DAYS = { min: 1, max: 28 } as const;
export const AUTOSHIP_WEEK_STEPS = [2, 4, 8] as const;
export type AutoshipWeekStep = (typeof AUTOSHIP_WEEK_STEPS)[number];

export type AutoshipSchedule =
  { kind: 'monthDay'; day: number } | { kind: 'everyWeeks'; weeks: AutoshipWeekStep };

/**
 * pending: the order is placed and the charge under way (or its answer lost: the provider is
 * asked); paid; retrying: a temporary decline, tried again on `nextRetryDate`; failed: given up
 * for this period or refused for good; skipped: nothing ran (the member skipped it, nothing
 * was in stock, the autoship or the member was not in a state to run).
 */
export const AUTOSHIP_RUN_STATUSES = ['pending', 'paid', 'retrying', 'failed', 'skipped'] as const;
export type AutoshipRunStatus = (typeof AUTOSHIP_RUN_STATUSES)[number];

/**
 * Why a run did not pay, each with a translated reason and advice (`autoship.reason.<code>`,
 * `autoship.advice.<code>` in the autoship namespace). The first two are temporary declines.
 */
export const AUTOSHIP_RUN_PROBLEMS = [
  'insufficient_funds',
  'processor_unavailable',
  'card_declined',
  'card_expired',
  'card_stolen',
  'card_closed',
  'out_of_stock',
  'member_inactive',
  'member_frozen',
  'skipped_by_member',
] as const;
export type AutoshipRunProblem = (typeof AUTOSHIP_RUN_PROBLEMS)[number];

/** Declines the provider may lift by itself (money arrives, the processor comes back). */
export const TEMPORARY_DECLINES: readonly AutoshipRunProblem[] = [
  'insufficient_funds',
  'processor_unavailable',
];

/** A temporary decline is tried again 1, 2 and 3 days after the run's date, then given up. */
export const AUTOSHIP_RETRY_DAYS = [1, 2, 3] as const;

/** The pre-flight check looks this many days ahead of each run. */
export const AUTOSHIP_PREFLIGHT_DAYS = 3;

/** Autoships a member may hold at once (active or paused). */
export const AUTOSHIP_MAX_PER_MEMBER = 5;

const DAY_MS = 86_400_000;

/** The day `days` after a 'YYYY-MM-DD' day (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function monthDayOnOrAfter(day: number, from: string): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const month = d <= day ? m - 1 : m; // zero-based; past the day this month: the next month
  const date = new Date(Date.UTC(y, month, day));
  return date.toISOString().slice(0, 10);
}

/**
 * The first run of a new (or re-scheduled) autoship: the first date of the schedule on or
 * after the later of tomorrow and `startDate`. A weekly schedule starts on that date.
 */
export function firstRunDate(
  schedule: AutoshipSchedule,
  today: string,
  startDate?: string,
): string {
  const tomorrow = addDays(today, 1);
  const from = startDate && startDate > tomorrow ? startDate : tomorrow;
  return schedule.kind === 'monthDay' ? monthDayOnOrAfter(schedule.day, from) : from;
}

/** The run after the one scheduled for `runDate` (a period is never run twice). */
export function runDateAfter(schedule: AutoshipSchedule, runDate: string): string {
  return schedule.kind === 'monthDay'
    ? monthDayOnOrAfter(schedule.day, addDays(runDate, 1))
    : addDays(runDate, schedule.weeks * 7);
}

/** The run dates from `nextRun` up to `until` inclusive (the forecast, the estimate). */
export function runDatesUntil(
  schedule: AutoshipSchedule,
  nextRun: string,
  until: string,
): string[] {
  const dates: string[] = [];
  for (let d = nextRun; d <= until; d = runDateAfter(schedule, d)) dates.push(d);
  return dates;
}

/** Reward points a paid autoship earns: 1 per whole BV (compensation-plan.md, points). */
export function autoshipPoints(bvHundredths: bigint): bigint {
  return bvHundredths / 100n;
}
