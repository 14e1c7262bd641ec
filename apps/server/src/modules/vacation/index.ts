/**
 * Vacation points: earned on paid orders, taken back on refunds, flushed when idle, spent in
 * the points shop and given back when an exchange's order is refunded.
 */
export {
  flushVacationPoints,
  recordVacationPoints,
  returnVacationPoints,
  spendVacationPoints,
  vacationBalanceOf,
  type HeldPoints,
} from './vacation.service.js';
export { vacationFlushJob } from './vacation.job.js';
export { flushAt, pointsFor, type VacationOrderChange } from './vacation-rules.js';
