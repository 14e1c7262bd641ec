/**
 * Autoship (docs/autoship.md): a member's scheduled order with a card on file. The member's
 * calls are this module's; the runs, which place orders and charge the card, are the
 * autoship run flow's (flows/autoship-run.flow.ts), which keeps its rows through this face.
 */
export {
  AUTOSHIP_BATCH,
  claimDueRuns,
  lockRunAndAutoship,
  pauseForProblem,
  runsToWork,
  setRun,
  type AutoshipRow,
  type AutoshipRunRow,
} from './autoship-run-book.service.js';
export { deliveryInputOf } from './autoship-view.js';
export { inEveryLanguage, noticeProblem } from './autoship-notice.js';
export { autoshipPreflightJob } from './autoship-preflight.job.js';
export { autoshipForecast, autoshipOpsList } from './autoship-ops.service.js';
// the estimated bonus projects the scheduled runs (bonus imports this face, never the reverse)
export {
  scheduledAutoshipRuns,
  type ScheduledAutoshipRun,
  type ScheduledRunsQuery,
} from './autoship-schedule.service.js';
export type { OmittedLine } from './autoship.tables.js';
export { AUTOSHIP_RUN_JOB, autoshipRunPayload } from './autoship-run-job.js';
// the daily low-stock alert lists the next 7 days' autoship demand of each low SKU
export { autoshipDemandOfSkus, DEMAND_DAYS } from './autoship-demand.service.js';
