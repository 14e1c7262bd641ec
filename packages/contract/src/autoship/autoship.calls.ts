import { defineCall } from '../common/define-call.js';
import { idempotencyHeadersSchema } from '../common/money-fields.js';
import { AUTOSHIP_PATHS } from './autoship-rules.js';
import {
  autoshipListSchema,
  autoshipParamsSchema,
  autoshipPreviewBodySchema,
  autoshipPreviewSchema,
  autoshipRunPageSchema,
  autoshipRunsQuerySchema,
  autoshipSchema,
  createAutoshipBodySchema,
  updateAutoshipBodySchema,
} from './autoship.schemas.js';

const tags = ['autoship'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;
const ONE = { access: 'member', record: 'autoship', tags, params: autoshipParamsSchema } as const;

/** What a change of an autoship can be refused for (besides not finding it). */
const CHANGE_ERRORS = ['autoshipNotFound', 'autoshipCancelled'] as const;

/**
 * Autoship (spec "Main mode": AutoOrder Mall, Cart, History, AutoCardConfirm,
 * SuccessfulAutoOrder): set up from the autoship cart with a card on file and a schedule, then
 * managed online, every change effective for the next run. A member sees only their own.
 */
export const AUTOSHIP_CALLS = {
  preview: defineCall({
    ...SELF,
    method: 'POST',
    path: AUTOSHIP_PATHS.preview,
    body: autoshipPreviewBodySchema,
    response: autoshipPreviewSchema,
    summary: "The autoship cart's first run date, amount, BV and points before it is set up",
    errors: ['autoshipCartEmpty', 'addressRequired', 'deliveryUnavailable', 'memberInactive'],
  }),
  create: defineCall({
    ...SELF,
    method: 'POST',
    path: AUTOSHIP_PATHS.create,
    headers: idempotencyHeadersSchema,
    body: createAutoshipBodySchema,
    response: autoshipSchema,
    summary: 'Sets up an autoship from the autoship cart with a vaulted card (Idempotency-Key)',
    errors: [
      'autoshipCartEmpty',
      'autoshipLimit',
      'addressRequired',
      'deliveryUnavailable',
      'memberInactive',
      'memberFrozen',
      'cardExpired',
      'cardDeclined',
      'orderPriceChanged',
      'idempotencyConflict',
    ],
  }),
  list: defineCall({
    ...SELF,
    method: 'GET',
    path: AUTOSHIP_PATHS.list,
    response: autoshipListSchema,
    summary: "The member's autoships, each with its schedule, next run and last run",
  }),
  detail: defineCall({
    ...ONE,
    method: 'GET',
    path: AUTOSHIP_PATHS.detail,
    response: autoshipSchema,
    summary: "One of the member's autoships",
    errors: ['autoshipNotFound'],
  }),
  skip: defineCall({
    ...ONE,
    method: 'POST',
    path: AUTOSHIP_PATHS.skip,
    response: autoshipSchema,
    summary: 'Skips the next run (the one after it becomes the next)',
    errors: [...CHANGE_ERRORS, 'autoshipNotActive'],
  }),
  pause: defineCall({
    ...ONE,
    method: 'POST',
    path: AUTOSHIP_PATHS.pause,
    response: autoshipSchema,
    summary: 'Pauses the autoship: no run until resumed (pausing a paused one changes nothing)',
    errors: [...CHANGE_ERRORS],
  }),
  resume: defineCall({
    ...ONE,
    method: 'POST',
    path: AUTOSHIP_PATHS.resume,
    response: autoshipSchema,
    summary: 'Resumes a paused autoship from its next date after today',
    errors: [...CHANGE_ERRORS, 'autoshipCardNeeded', 'memberInactive', 'memberFrozen'],
  }),
  update: defineCall({
    ...ONE,
    method: 'POST',
    path: AUTOSHIP_PATHS.update,
    body: updateAutoshipBodySchema,
    response: autoshipSchema,
    summary: 'Changes items and quantities, address, card or schedule, for the next run',
    errors: [
      ...CHANGE_ERRORS,
      'invalidProduct',
      'addressRequired',
      'deliveryUnavailable',
      'cardExpired',
      'cardDeclined',
    ],
  }),
  cancel: defineCall({
    ...ONE,
    method: 'POST',
    path: AUTOSHIP_PATHS.cancel,
    response: autoshipSchema,
    summary: 'Cancels the autoship in one click (cancelling a cancelled one changes nothing)',
    errors: ['autoshipNotFound'],
  }),
  runs: defineCall({
    ...ONE,
    method: 'GET',
    path: AUTOSHIP_PATHS.runs,
    query: autoshipRunsQuerySchema,
    response: autoshipRunPageSchema,
    summary: "A page of the autoship's runs, newest first, each with its order and outcome",
    errors: ['autoshipNotFound'],
  }),
} as const;
