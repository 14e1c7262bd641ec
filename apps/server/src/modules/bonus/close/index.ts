/** The cycle close: preview, lock, close; see docs/bonus.md. */
export { CloseError, BV_RATE_KEY } from './close-compute.js';
export { cycleNumberOf } from './close-input.js';
export { closeCycle, lockCycle, previewCycle, type CloseOutcome } from './close.service.js';
export { bonusCloseJob } from './close.job.js';
export { bonusCloseFollowUpJob } from './close-follow-up.job.js';
export { followUpClose } from './close-follow-up.js';
export {
  bonusCompany,
  bonusCompanyCodes,
  companyCurrency,
  findCompanyCycle,
  isCycleClosed,
  lastClosedCycle,
} from './cycle-facts.service.js';
// what the estimate reads the same way the close does
export { loadNetwork, loadState, loadVolumes } from './close-input.js';
