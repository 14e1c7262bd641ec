import { defineCall } from '../common/define-call.js';
import { DASHBOARD_PATHS, dashboardSummarySchema } from './dashboard.schemas.js';

const tags = ['dashboard'] as const;

/** The member dashboard's figures; it reads only the signed-in member's own. */
export const DASHBOARD_CALLS = {
  // not named `summary`: the web build strips properties of that name from declarations
  memberSummary: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: DASHBOARD_PATHS.summary,
    response: dashboardSummarySchema,
    summary:
      "The member's standing and next award, wallet balances, this cycle's estimate and the last 12 closed cycles' bonus and legs",
  }),
} as const;
