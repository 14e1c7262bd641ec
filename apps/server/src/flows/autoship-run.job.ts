import { businessDay } from '@portal/contract';
import { defineJob } from '../jobs/job.js';
import { AUTOSHIP_BATCH, AUTOSHIP_RUN_JOB, autoshipRunPayload } from '../modules/autoship/index.js';
import { runAutoships, type AutoshipRunReport } from './autoship-run.flow.js';

/**
 * One job run works rounds of at most AUTOSHIP_BATCH periods for this long, then queues the
 * next job run to go on, well inside the job's expiry: a day with 100,000 autoships due is
 * worked through at once, not 200 an hour.
 */
const ROUNDS_BUDGET_MS = 10 * 60_000;

/** Whether a round was full and moved something on, so another round may find more. */
export function moreToDo(round: AutoshipRunReport): boolean {
  const settled = round.paid + round.retrying + round.failed + round.skipped;
  return (
    round.claimed >= AUTOSHIP_BATCH || (settled + round.pending >= AUTOSHIP_BATCH && settled > 0)
  );
}

function added(a: AutoshipRunReport, b: AutoshipRunReport): AutoshipRunReport {
  return {
    claimed: a.claimed + b.claimed,
    paid: a.paid + b.paid,
    retrying: a.retrying + b.retrying,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    pending: a.pending + b.pending,
  };
}

/**
 * Every hour (and when an operator queues it for a date): claims each due autoship period once
 * and works the open runs (docs/autoship.md, "Runs"). Running it twice, or on several servers,
 * claims nothing twice: the period is unique per autoship, and each charge has its key.
 */
export const autoshipRunJob = defineJob({
  name: AUTOSHIP_RUN_JOB,
  payload: autoshipRunPayload,
  cron: '5 * * * *',
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  async handler(deps, payload) {
    const day = payload.date ?? businessDay(deps.now());
    const started = Date.now();
    let report = await runAutoships(deps, day, payload.by);
    let round = report;
    while (moreToDo(round) && Date.now() - started < ROUNDS_BUDGET_MS) {
      round = await runAutoships(deps, day, payload.by);
      report = added(report, round);
    }
    if (moreToDo(round)) await deps.jobs.enqueue(autoshipRunJob, payload);
    deps.jobs.log('autoship run', { day, by: payload.by, ...report });
  },
});
