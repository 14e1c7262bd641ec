import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  BONUS_PATHS,
  bonusCycleParamsSchema,
  bonusCycleSchema,
  bonusReportQuerySchema,
  bonusReportSchema,
} from './bonus-report.js';
import { bonusEstimateSchema, ESTIMATE_PATHS, rankCardSchema } from './estimate.js';

const tags = ['bonus'] as const;

/** The member's own bonus: totals per cycle and type, and one cycle's lines with their trail. */
export const BONUS_CALLS = {
  report: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: BONUS_PATHS.report,
    query: bonusReportQuerySchema,
    response: bonusReportSchema,
    summary:
      "The member's bonus per closed cycle and type over a date range, and the last 12 cycles",
  }),
  cycle: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: BONUS_PATHS.cycle,
    params: bonusCycleParamsSchema,
    response: bonusCycleSchema,
    summary:
      "One cycle's bonus lines of the member with their trail, and what was left on the table",
  }),
  pdf: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: BONUS_PATHS.pdf,
    query: bonusReportQuerySchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The member's bonus per closed cycle and type over a date range, as a PDF download",
  }),
} as const;

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
