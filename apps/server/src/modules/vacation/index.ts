/** Vacation points: earned on paid orders, taken back on refunds, flushed when idle. */
export {
  flushVacationPoints,
  recordVacationPoints,
  spendVacationPoints,
  vacationBalanceOf,
  type HeldPoints,
} from './vacation.service.js';
export { vacationFlushJob } from './vacation.job.js';
export { flushAt, pointsFor, type VacationOrderChange } from './vacation-rules.js';
