import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  BONUS_PATHS,
  bonusCycleParamsSchema,
  bonusCycleSchema,
  bonusReportQuerySchema,
  bonusReportSchema,
} from './bonus-report.js';

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
