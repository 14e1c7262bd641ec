import { defineCall } from '../common/define-call.js';
import { bonusEstimateSchema, ESTIMATE_PATHS, rankCardSchema } from './estimate.js';

const tags = ['bonus'] as const;

/** The member's own estimate and rank report card; both read only the signed-in member. */
export const ESTIMATE_CALLS = {
  estimate: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: ESTIMATE_PATHS.estimate,
    response: bonusEstimateSchema,
    summary:
      "The member's estimated bonus for the open cycle and the next 3, and when it was computed",
  }),
  rankCard: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: ESTIMATE_PATHS.rankCard,
    response: rankCardSchema,
    summary:
      "The member's rank, paid-as and highest award, the next award's requirements by leg, mustRebuyBV4Active",
  }),
} as const;
