/**
 * Payment attempts, their methods and states, and the sandbox providers' documented test data
 * (docs/payments.md). An attempt is one try to take money for one reference (an order number).
 */

export const ATTEMPT_METHODS = ['card', 'thirdParty'] as const;
export type AttemptMethod = (typeof ATTEMPT_METHODS)[number];

/**
 * pending: opened, the provider not yet answered (or its answer was lost: ask it, never charge
 * again); requires_action: the member must act (a challenge code, the hosted page);
 * authorized: money held; captured: money taken, the reference is paid; failed and refunded end.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'authorized',
  'captured',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states from which an attempt may still move; the others are final. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'requires_action', 'authorized'] as const;

/** Why a provider refused; each maps to an error a member can read. */
export const PAYMENT_FAILURES = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'canceled',
  'expired',
  // a saved card's merchant-initiated charge (autoship) tells these apart: the first is
  // temporary and retried, the others stop the autoship until the member changes the card
  'processor_unavailable',
  'card_expired',
  'card_stolen',
  'card_closed',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** The card sandbox's test numbers: any future expiry and any 3-digit CVC. */
export const SANDBOX_CARDS = {
  approve: { number: '4242424242424242', behaviour: 'approved' },
  approveMastercard: { number: '5555555555554444', behaviour: 'approved' },
  decline: { number: '4000000000000002', behaviour: 'card_declined' },
  insufficientFunds: { number: '4000000000009995', behaviour: 'insufficient_funds' },
  challenge: { number: '4000000000003220', behaviour: 'challenge' },
  timeout: { number: '4000000000000119', behaviour: 'timeout_after_charge' },
  /** refused for good (reported stolen): a saved card's merchant-initiated charge stops there */
  stolen: { number: '4000000000009979', behaviour: 'card_stolen' },
} as const;

/** The code that passes the sandbox's challenge step; any other fails it. */
export const SANDBOX_CHALLENGE_CODE = '123456';

/** Paths of the payment calls under API_BASE_PATH. */
export const PAYMENT_PATHS = {
  /** the member's answer to a card challenge */
  challenge: '/omn/payment/challenge/:id',
  /** back from the third-party page, or polling: ask the provider, settle */
  refresh: '/omn/payment/refresh/:id',
  /** the third-party sandbox's hosted page (GET shows it, POST is its form) */
  sandboxPage: '/sandbox/pay/:token',
  /** where the third-party sandbox posts its signed events */
  sandboxWebhook: '/payment/webhook/sandbox',
} as const;

/** Header of the sandbox's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
