import { consoleCall } from './console-call.js';
import {
  consoleAdjustmentApproveBodySchema,
  consoleAdjustmentCreateBodySchema,
  consoleAdjustmentPageSchema,
  consoleAdjustmentParamsSchema,
  consoleAdjustmentQuerySchema,
  consoleAdjustmentRejectBodySchema,
  consoleAdjustmentSchema,
} from './console-adjustments.schemas.js';

export * from './console-adjustments.schemas.js';

const ADJUSTMENT = { access: 'operator', record: 'none', tags: ['console-adjustments'] } as const;

/** Wallet adjustments: small ones applied at once, larger ones approved by a second operator. */
export const CONSOLE_ADJUSTMENTS_CALLS = {
  adjustments: consoleCall({
    ...ADJUSTMENT,
    permission: 'adjustment:create',
    method: 'GET',
    path: '/adjustments',
    query: consoleAdjustmentQuerySchema,
    response: consoleAdjustmentPageSchema,
    summary: 'Wallet adjustments, newest first, of the companies the operator may see',
  }),
  adjustmentCreate: consoleCall({
    ...ADJUSTMENT,
    permission: 'adjustment:create',
    method: 'POST',
    path: '/adjustments',
    body: consoleAdjustmentCreateBodySchema,
    response: consoleAdjustmentSchema,
    summary:
      "Credits or debits a member account (fresh code): applied at once up to the company's threshold, else left for a second operator",
    errors: ['totpInvalid', 'notFound', 'insufficientBalance'],
  }),
  adjustmentApprove: consoleCall({
    ...ADJUSTMENT,
    permission: 'adjustment:approve',
    method: 'POST',
    path: '/adjustments/:id/approve',
    params: consoleAdjustmentParamsSchema,
    body: consoleAdjustmentApproveBodySchema,
    response: consoleAdjustmentSchema,
    summary: "Approves and applies another operator's pending adjustment (fresh code)",
    errors: [
      'totpInvalid',
      'notFound',
      'fourEyesOwn',
      'adjustmentNotPending',
      'insufficientBalance',
    ],
  }),
  adjustmentReject: consoleCall({
    ...ADJUSTMENT,
    permission: 'adjustment:approve',
    method: 'POST',
    path: '/adjustments/:id/reject',
    params: consoleAdjustmentParamsSchema,
    body: consoleAdjustmentRejectBodySchema,
    response: consoleAdjustmentSchema,
    summary: "Turns down another operator's pending adjustment",
    errors: ['notFound', 'fourEyesOwn', 'adjustmentNotPending'],
  }),
} as const;
