import { defineCall } from '../common/define-call.js';
import { VACATION_PATHS, vacationPointsSchema } from './vacation.js';

/** The member's own vacation points. */
export const VACATION_CALLS = {
  points: defineCall({
    access: 'member',
    record: 'self',
    tags: ['vacation'],
    method: 'GET',
    path: VACATION_PATHS.points,
    response: vacationPointsSchema,
    summary: "The member's vacation points: balance, history and the date they would flush",
  }),
} as const;
