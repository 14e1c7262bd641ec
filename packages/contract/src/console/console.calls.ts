import { z } from 'zod';
import { consoleCall, type ConsoleCallShape } from './console-call.js';
import {
  operatorLoginAnswerSchema,
  operatorLoginBodySchema,
  operatorPasswordBodySchema,
  operatorSessionSchema,
  operatorVerifyBodySchema,
  operatorViewSchema,
} from './console-auth.schemas.js';
import {
  consoleAuditPageSchema,
  consoleAuditQuerySchema,
  consoleHomeSchema,
  consoleMemberDetailSchema,
  consoleMemberFreezeAnswerSchema,
  consoleMemberFreezeBodySchema,
  consoleMemberParamsSchema,
  consoleMemberSearchQuerySchema,
  consoleMemberSearchSchema,
  consoleWithdrawalQueueQuerySchema,
  consoleWithdrawalQueueSchema,
  consoleWithdrawalStepAnswerSchema,
  consoleWithdrawalStepBodySchema,
  consoleWithdrawalDecideParamsSchema,
  consoleWithdrawalPayoutParamsSchema,
} from './console-desk.schemas.js';
import { CONSOLE_BATCHES_CALLS } from './console-batches.calls.js';
import { CONSOLE_ADJUSTMENTS_CALLS } from './console-adjustments.calls.js';
import { CONSOLE_CYCLES_CALLS } from './console-cycles.calls.js';
import { CONSOLE_MEMBER_ACTIONS_CALLS } from './console-member-actions.calls.js';
import { CONSOLE_PLACEMENT_CALLS } from './console-placement.calls.js';
import { CONSOLE_OPERATOR_CALLS } from './console-operators.calls.js';
import { CONSOLE_SETTINGS_CALLS } from './console-settings.calls.js';
import { CONSOLE_ORDERS_CALLS } from './console-orders.calls.js';
import { CONSOLE_DISCLOSURE_CALLS } from './console-disclosure.calls.js';
import { CONSOLE_CONTENT_CALLS } from './console-content.calls.js';
import { CONSOLE_CAMPAIGN_CALLS } from './console-campaigns.calls.js';
import { CONSOLE_REPORT_CALLS } from './console-reports.calls.js';
import { CONSOLE_LIBRARY_CALLS } from './console-library.calls.js';
import { CONSOLE_PROMOTION_CALLS } from './console-promotions.calls.js';
import { CONSOLE_CATALOGUE_CALLS, CONSOLE_STOCK_CALLS } from './console-catalogue.calls.js';
import { CONSOLE_CATALOGUE_PACK_CALLS } from './console-catalogue-packs.calls.js';
import { CONSOLE_CATALOGUE_CATEGORY_CALLS } from './console-catalogue-categories.calls.js';

export type { ConsoleCallShape } from './console-call.js';

const AUTH = { tags: ['console-auth'], record: 'none' } as const;
const DESK = { access: 'operator', record: 'none' } as const;

/** Signing in: a password, then a code from the authenticator (or enrolment on the first sign-in). */
export const CONSOLE_AUTH_CALLS = {
  login: consoleCall({
    ...AUTH,
    access: 'public',
    permission: 'none',
    method: 'POST',
    path: '/auth/login',
    body: operatorLoginBodySchema,
    response: operatorLoginAnswerSchema,
    summary: "An operator's password; answers the next step (code, or enrolment)",
    errors: ['badCredentials', 'accountLocked'],
  }),
  verify: consoleCall({
    ...AUTH,
    access: 'public',
    permission: 'none',
    method: 'POST',
    path: '/auth/verify',
    body: operatorVerifyBodySchema,
    response: operatorSessionSchema,
    summary: 'The code from the authenticator (or a recovery code); opens the session',
    errors: ['totpInvalid', 'operatorTicketInvalid', 'accountLocked'],
  }),
  me: consoleCall({
    ...AUTH,
    access: 'operator',
    permission: 'signedIn',
    method: 'GET',
    path: '/auth/me',
    response: operatorViewSchema,
    summary: 'The signed-in operator, their roles, permissions and companies',
  }),
  changePassword: consoleCall({
    ...AUTH,
    access: 'operator',
    permission: 'signedIn',
    method: 'POST',
    path: '/auth/password',
    body: operatorPasswordBodySchema,
    response: z.null(),
    summary: "Changes the signed-in operator's password (the current one and a fresh code)",
    errors: ['passwordIncorrect', 'passwordSameAsOld', 'totpInvalid'],
  }),
  logout: consoleCall({
    ...AUTH,
    access: 'operator',
    permission: 'signedIn',
    method: 'POST',
    path: '/auth/logout',
    response: z.null(),
    summary: 'Ends the session',
  }),
} as const;

/** The home page, the money desk, the member desk and the audit trail. */
export const CONSOLE_DESK_CALLS = {
  home: consoleCall({
    ...DESK,
    tags: ['console-home'],
    permission: 'home:view',
    method: 'GET',
    path: '/home',
    response: consoleHomeSchema,
    summary: 'What waits for this operator: pending withdrawals, failed jobs, the ledger check',
  }),
  withdrawals: consoleCall({
    ...DESK,
    tags: ['console-money'],
    permission: 'withdrawal:view',
    method: 'GET',
    path: '/withdrawals',
    query: consoleWithdrawalQueueQuerySchema,
    response: consoleWithdrawalQueueSchema,
    summary: 'The withdrawal queue, oldest first, of the companies the operator may see',
  }),
  withdrawalDecide: consoleCall({
    ...DESK,
    tags: ['console-money'],
    permission: 'withdrawal:approve',
    method: 'POST',
    path: '/withdrawals/:id/decision/:action',
    params: consoleWithdrawalDecideParamsSchema,
    body: consoleWithdrawalStepBodySchema,
    response: consoleWithdrawalStepAnswerSchema,
    summary: 'Approve or reject a withdrawal, with a reason and a fresh code',
    errors: ['totpInvalid', 'notFound', 'withdrawalStepRefused', 'withdrawalInBatch'],
  }),
  withdrawalPayout: consoleCall({
    ...DESK,
    tags: ['console-money'],
    permission: 'withdrawal:process',
    method: 'POST',
    path: '/withdrawals/:id/payout/:action',
    params: consoleWithdrawalPayoutParamsSchema,
    body: consoleWithdrawalStepBodySchema,
    response: consoleWithdrawalStepAnswerSchema,
    summary: 'Send an approved withdrawal to the bank, then mark it paid or failed (fresh code)',
    errors: ['totpInvalid', 'notFound', 'withdrawalStepRefused', 'withdrawalInBatch'],
  }),
  memberSearch: consoleCall({
    ...DESK,
    tags: ['console-members'],
    permission: 'member:view',
    method: 'GET',
    path: '/members',
    query: consoleMemberSearchQuerySchema,
    response: consoleMemberSearchSchema,
    summary: 'Members by login name, name, email, phone or id',
  }),
  member: consoleCall({
    ...DESK,
    tags: ['console-members'],
    permission: 'member:view',
    method: 'GET',
    path: '/members/:id',
    params: consoleMemberParamsSchema,
    response: consoleMemberDetailSchema,
    summary: "A member's page: profile, status, rank, wallet, orders, downline",
  }),
  memberFreeze: consoleCall({
    ...DESK,
    tags: ['console-members'],
    permission: 'member:freeze',
    method: 'POST',
    path: '/members/:id/freeze',
    params: consoleMemberParamsSchema,
    body: consoleMemberFreezeBodySchema,
    response: consoleMemberFreezeAnswerSchema,
    summary: 'Freezes or unfreezes a member, with a reason',
  }),
  audit: consoleCall({
    ...DESK,
    tags: ['console-audit'],
    permission: 'audit:view',
    method: 'GET',
    path: '/audit',
    query: consoleAuditQuerySchema,
    response: consoleAuditPageSchema,
    summary: 'The audit trail, newest first, by operator, action, target and time',
  }),
  auditExport: consoleCall({
    ...DESK,
    tags: ['console-audit'],
    permission: 'audit:view',
    method: 'GET',
    path: '/audit/export',
    query: consoleAuditQuerySchema,
    response: z.null(),
    answer: 'file',
    summary: 'The audit trail as CSV, with the same filters',
  }),
} as const;

export const CONSOLE_CALL_REGISTRIES = {
  consoleAuth: CONSOLE_AUTH_CALLS,
  console: CONSOLE_DESK_CALLS,
  consoleBatches: CONSOLE_BATCHES_CALLS,
  consoleAdjustments: CONSOLE_ADJUSTMENTS_CALLS,
  consoleCycles: CONSOLE_CYCLES_CALLS,
  consoleMemberActions: CONSOLE_MEMBER_ACTIONS_CALLS,
  consolePlacement: CONSOLE_PLACEMENT_CALLS,
  consoleOperators: CONSOLE_OPERATOR_CALLS,
  consoleSettings: CONSOLE_SETTINGS_CALLS,
  consoleOrders: CONSOLE_ORDERS_CALLS,
  consoleDisclosure: CONSOLE_DISCLOSURE_CALLS,
  consoleContent: CONSOLE_CONTENT_CALLS,
  consoleCampaigns: CONSOLE_CAMPAIGN_CALLS,
  consoleReports: CONSOLE_REPORT_CALLS,
  consoleLibrary: CONSOLE_LIBRARY_CALLS,
  consolePromotions: CONSOLE_PROMOTION_CALLS,
  consoleCatalogue: CONSOLE_CATALOGUE_CALLS,
  consoleCataloguePacks: CONSOLE_CATALOGUE_PACK_CALLS,
  consoleCatalogueCategories: CONSOLE_CATALOGUE_CATEGORY_CALLS,
  consoleStock: CONSOLE_STOCK_CALLS,
} as const satisfies Record<string, Record<string, ConsoleCallShape>>;

export type NamedConsoleCall = ConsoleCallShape & { readonly id: string };

/** Every console call, each declared once; the console routes, its OpenAPI and its role matrix. */
export const CONSOLE_API_CALLS: readonly NamedConsoleCall[] = Object.entries(
  CONSOLE_CALL_REGISTRIES,
).flatMap(([domain, calls]) =>
  Object.entries(calls).map(([name, call]): NamedConsoleCall => ({
    ...(call as ConsoleCallShape),
    id: `${domain}.${name}`,
  })),
);
