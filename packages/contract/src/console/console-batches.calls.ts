import { z } from 'zod';
import { consoleCall } from './console-call.js';
import {
  consoleBatchApproveBodySchema,
  consoleBatchCancelBodySchema,
  consoleBatchDetailSchema,
  consoleBatchDropBodySchema,
  consoleBatchItemParamsSchema,
  consoleBatchPageSchema,
  consoleBatchParamsSchema,
  consoleBatchPrepareBodySchema,
  consoleBatchQuerySchema,
  consoleBatchReconcileBodySchema,
  consoleBatchSchema,
} from './console-batches.schemas.js';

export * from './console-batches.schemas.js';

const BATCH = { access: 'operator', record: 'none', tags: ['console-batches'] } as const;

/**
 * Withdrawal batches: prepared by one operator, approved by another, exported, reconciled; or
 * cancelled (whole, or one withdrawal dropped) before the export.
 */
export const CONSOLE_BATCHES_CALLS = {
  batches: consoleCall({
    ...BATCH,
    permission: 'withdrawal:view',
    method: 'GET',
    path: '/batches',
    query: consoleBatchQuerySchema,
    response: consoleBatchPageSchema,
    summary: 'Withdrawal batches, newest first, of the companies the operator may see',
  }),
  batch: consoleCall({
    ...BATCH,
    permission: 'withdrawal:view',
    method: 'GET',
    path: '/batches/:id',
    params: consoleBatchParamsSchema,
    response: consoleBatchDetailSchema,
    summary: 'A batch and its withdrawals',
    errors: ['notFound'],
  }),
  batchPrepare: consoleCall({
    ...BATCH,
    permission: 'withdrawal:batch',
    method: 'POST',
    path: '/batches',
    body: consoleBatchPrepareBodySchema,
    response: consoleBatchSchema,
    summary:
      "Gathers approved withdrawals of one company in a batch for a second operator's approval",
    errors: ['batchWithdrawalsInvalid'],
  }),
  batchApprove: consoleCall({
    ...BATCH,
    permission: 'withdrawal:approve',
    method: 'POST',
    path: '/batches/:id/approve',
    params: consoleBatchParamsSchema,
    body: consoleBatchApproveBodySchema,
    response: consoleBatchSchema,
    summary: 'Approves a batch another operator prepared (fresh code)',
    errors: ['notFound', 'fourEyesOwn', 'batchStepRefused', 'totpInvalid'],
  }),
  batchCancel: consoleCall({
    ...BATCH,
    permission: 'withdrawal:batch',
    method: 'POST',
    path: '/batches/:id/cancel',
    params: consoleBatchParamsSchema,
    body: consoleBatchCancelBodySchema,
    response: consoleBatchSchema,
    summary:
      'Cancels a batch whose bank file is not made yet: its withdrawals wait for another batch',
    errors: ['notFound', 'batchStepRefused'],
  }),
  batchDropItem: consoleCall({
    ...BATCH,
    permission: 'withdrawal:batch',
    method: 'POST',
    path: '/batches/:id/items/:withdrawalId/drop',
    params: consoleBatchItemParamsSchema,
    body: consoleBatchDropBodySchema,
    response: consoleBatchSchema,
    summary:
      'Drops one withdrawal from a batch before its bank file: an approved batch needs approving again; the last one cancels it',
    errors: ['notFound', 'batchStepRefused', 'batchExported', 'batchItemUnknown'],
  }),
  batchExport: consoleCall({
    ...BATCH,
    permission: 'withdrawal:batch',
    method: 'GET',
    path: '/batches/:id/bank-file',
    params: consoleBatchParamsSchema,
    response: z.null(),
    answer: 'file',
    summary: "The bank's file (CSV); the first export sends every withdrawal of it to processing",
    errors: ['notFound', 'batchStepRefused', 'withdrawalStepRefused'],
  }),
  batchReconcile: consoleCall({
    ...BATCH,
    permission: 'withdrawal:process',
    method: 'POST',
    path: '/batches/:id/reconcile',
    params: consoleBatchParamsSchema,
    body: consoleBatchReconcileBodySchema,
    response: consoleBatchSchema,
    summary:
      "Settles an exported batch's withdrawals from the bank's answer: paid, or failed and released",
    errors: ['notFound', 'batchStepRefused', 'batchResultsInvalid', 'totpInvalid'],
  }),
} as const;
