import { defineCall } from '../common/define-call.js';
import {
  VACATION_PATHS,
  vacationHistoryPageSchema,
  vacationHistoryQuerySchema,
  vacationPointsSchema,
} from './vacation.schemas.js';

/** The member's own vacation points. */
export const VACATION_CALLS = {
  points: defineCall({
    access: 'member',
    record: 'self',
    tags: ['vacation'],
    method: 'GET',
    path: VACATION_PATHS.points,
    response: vacationPointsSchema,
    summary: "The member's vacation points: balance, last paid order and the date they would flush",
  }),
  history: defineCall({
    access: 'member',
    record: 'self',
    tags: ['vacation'],
    method: 'GET',
    path: VACATION_PATHS.history,
    query: vacationHistoryQuerySchema,
    response: vacationHistoryPageSchema,
    summary: "A page of the member's vacation points history, newest first",
  }),
} as const;
