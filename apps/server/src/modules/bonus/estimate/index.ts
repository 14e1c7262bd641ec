/** The estimated bonus and the rank report card; see docs/bonus.md. */
export {
  ensureFreshEstimates,
  memberEstimate,
  runAllEstimates,
  runEstimate,
  type EstimateOutcome,
} from './estimate.service.js';
export { bonusEstimateJob } from './estimate.job.js';
export { estimateRoutes } from './estimate.routes.js';
