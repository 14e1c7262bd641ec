import { z } from 'zod';
import { consoleCall } from './console-call.js';
import {
  consoleAutoshipReportQuerySchema,
  consoleAutoshipReportSchema,
  consoleJobsReportQuerySchema,
  consoleJobsReportSchema,
  consoleMembersReportSchema,
  consolePayoutsReportSchema,
  consoleReportCsvParamsSchema,
  consoleReportCsvQuerySchema,
  consoleReportQuerySchema,
  consoleSalesReportSchema,
  consoleWithdrawalsReportSchema,
} from './console-reports.schemas.js';

export * from './console-reports.schemas.js';

const REPORT = {
  access: 'operator',
  record: 'none',
  tags: ['console-reports'],
  permission: 'report:view',
  method: 'GET',
} as const;
/** A company report is refused for a company the operator may not act for, and a bad period. */
const PERIOD_ERRORS = ['notFound', 'reportPeriodOrder', 'reportPeriodTooLong'] as const;

/** The console's reports, one call each, and any of them as CSV. Read only. */
export const CONSOLE_REPORT_CALLS = {
  reportSales: consoleCall({
    ...REPORT,
    path: '/reports/sales',
    query: consoleReportQuerySchema,
    response: consoleSalesReportSchema,
    summary: 'Sales and BV per cycle and platform, refunds netted in the cycle they were made',
    errors: [...PERIOD_ERRORS],
  }),
  reportPayouts: consoleCall({
    ...REPORT,
    path: '/reports/payouts',
    query: consoleReportQuerySchema,
    response: consolePayoutsReportSchema,
    summary: 'What closed cycles paid, per cycle and bonus type',
    errors: [...PERIOD_ERRORS],
  }),
  reportWithdrawals: consoleCall({
    ...REPORT,
    path: '/reports/withdrawals',
    query: consoleReportQuerySchema,
    response: consoleWithdrawalsReportSchema,
    summary: 'Withdrawals asked, paid and refused per cycle, and those pending now',
    errors: [...PERIOD_ERRORS],
  }),
  reportMembers: consoleCall({
    ...REPORT,
    path: '/reports/members',
    query: consoleReportQuerySchema,
    response: consoleMembersReportSchema,
    summary: 'New members, buyers and active members per cycle',
    errors: [...PERIOD_ERRORS],
  }),
  reportAutoship: consoleCall({
    ...REPORT,
    path: '/reports/autoship',
    query: consoleAutoshipReportQuerySchema,
    response: consoleAutoshipReportSchema,
    summary: "The autoship forecast of the next days and past runs' success rate per cycle",
    errors: [...PERIOD_ERRORS],
  }),
  reportJobs: consoleCall({
    ...REPORT,
    path: '/reports/jobs',
    query: consoleJobsReportQuerySchema,
    response: consoleJobsReportSchema,
    summary: 'Background jobs completed and failed per business day and queue',
    errors: ['reportPeriodOrder', 'reportPeriodTooLong'],
  }),
  reportCsv: consoleCall({
    ...REPORT,
    path: '/reports/:report/csv',
    params: consoleReportCsvParamsSchema,
    query: consoleReportCsvQuerySchema,
    response: z.null(),
    answer: 'file',
    summary: "One report's rows as CSV, with the same query",
    errors: [...PERIOD_ERRORS],
  }),
} as const;
