/** The estimated bonus and the rank report card (issue 14); see docs/bonus.md. */
export { runAllEstimates, runEstimate, type EstimateOutcome } from './estimate.service.js';
export { bonusEstimateJob } from './estimate.job.js';
export { estimateRoutes } from './estimate.routes.js';
// what the rank card (issue 14) reads of the estimate's runs
export { findMemberEstimateFacts, findRun } from './estimate.repository.js';
