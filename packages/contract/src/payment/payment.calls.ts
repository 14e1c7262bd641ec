import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  attemptParamsSchema,
  challengeBodySchema,
  paymentAttemptSchema,
  sandboxPageFormSchema,
  sandboxPageParamsSchema,
  sandboxWebhookBodySchema,
  webhookAnswerSchema,
} from './payment.schemas.js';
import { PAYMENT_PATHS } from './payment-constants.js';

const tags = ['payment'] as const;

/**
 * A member's steps of a payment started by the order being paid (the challenge code, the
 * return from the third-party page), and the provider-facing calls: the third-party sandbox's
 * hosted page (a stand-in for the provider's own site, served here) and its signed webhook.
 */
export const PAYMENT_CALLS = {
  challenge: defineCall({
    access: 'member',
    record: 'paymentAttempt',
    tags,
    method: 'POST',
    path: PAYMENT_PATHS.challenge,
    params: attemptParamsSchema,
    body: challengeBodySchema,
    response: paymentAttemptSchema,
    summary:
      "Answers a card payment's challenge with the member's code (once; a repeat answers the same)",
  }),
  refresh: defineCall({
    access: 'member',
    record: 'paymentAttempt',
    tags,
    method: 'POST',
    path: PAYMENT_PATHS.refresh,
    params: attemptParamsSchema,
    response: paymentAttemptSchema,
    summary:
      'Back from the third-party page: asks the provider and settles (the webhook may have first)',
  }),
  sandboxPage: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'GET',
    path: PAYMENT_PATHS.sandboxPage,
    params: sandboxPageParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The third-party sandbox's hosted payment page (HTML: approve or cancel)",
  }),
  sandboxSubmit: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'POST',
    path: PAYMENT_PATHS.sandboxPage,
    params: sandboxPageParamsSchema,
    body: sandboxPageFormSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The hosted page's form: approves or cancels, then sends the browser back (303)",
  }),
  sandboxWebhook: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'POST',
    path: PAYMENT_PATHS.sandboxWebhook,
    body: sandboxWebhookBodySchema,
    response: webhookAnswerSchema,
    summary: "The third-party sandbox's signed event (HMAC-SHA256); a repeat is a no-op",
  }),
};
