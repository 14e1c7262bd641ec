/** The cycle close (issue 14): preview, lock, close; see docs/bonus.md. */
export { CloseError, BV_RATE_KEY } from './close-compute.js';
export { cycleNumberOf } from './close-input.js';
export { closeCycle, lockCycle, previewCycle, type CloseOutcome } from './close.service.js';
export { bonusCloseJob } from './close.job.js';
export { companyCurrency, findCompanyCycle, isCycleClosed } from './cycle-facts.service.js';
// what the estimate (issue 14) reads the same way the close does
export { loadNetwork, loadState, loadVolumes } from './close-input.js';
export { findCompany, findCompanyCodes } from './close-read.repository.js';
export { findLastClosed } from './cycle.repository.js';
