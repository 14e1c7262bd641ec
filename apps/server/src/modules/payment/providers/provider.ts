import type { PaymentFailure } from '@portal/contract';

/**
 * The payment provider port (after Medusa's provider modules): every method is one call to an
 * outside system. Each charge carries our idempotency key, so a call repeated after a lost
 * answer is the same charge at the provider; `retrieve` answers "what happened to it?" so a
 * time-out is resolved by asking, never by charging again (woocommerce-gateway-stripe #2339).
 */
export interface PaymentProvider {
  readonly id: string;
  /** starts a charge; may end in requires_action (a challenge, a hosted page) */
  authorize(input: AuthorizeInput): Promise<ProviderPayment>;
  /** answers a requires_action step the member completed in our pages (the card challenge) */
  confirmAction(providerRef: string, answer: string): Promise<ProviderPayment>;
  /** takes the held money; capturing a captured charge changes nothing */
  capture(providerRef: string): Promise<ProviderPayment>;
  /**
   * gives money back, all or part of a capture, once per key (the undo of a capture whose
   * order could not be paid; an order's refund); more than is left is refused
   */
  refund(
    providerRef: string,
    amountMinor: bigint,
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  /** the charge as the provider knows it, or null when it never received it */
  retrieve(
    by: { providerRef: string } | { idempotencyKey: string },
  ): Promise<ProviderPayment | null>;
  /** checks the signature of an incoming event and parses it; throws on a bad one */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): ProviderEvent;
}

export type ProviderStatus = 'requires_action' | 'authorized' | 'captured' | 'failed' | 'refunded';

export interface ProviderPayment {
  providerRef: string;
  status: ProviderStatus;
  amountMinor: bigint;
  /** given back so far (absent: nothing, or not told) */
  refundedMinor?: bigint;
  currency: string;
  failureCode: PaymentFailure | null;
  action: { kind: 'challenge' } | { kind: 'redirect'; url: string } | null;
}

export type PaymentSource =
  { kind: 'card'; token: string } | { kind: 'redirect'; returnUrl: string };

export interface AuthorizeInput {
  idempotencyKey: string;
  amountMinor: bigint;
  currency: string;
  reference: string;
  source: PaymentSource;
}

export interface ProviderEvent {
  eventId: string;
  type: 'payment.captured' | 'payment.failed';
  payment: ProviderPayment;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * The saved-card vault of a card provider: a card kept as the provider's token for charges the
 * merchant starts without the member (an autoship's runs). The number and CVC stay at the
 * provider; we keep the token, brand, last four and expiry.
 */
export interface CardVault {
  /** keeps the card at the provider; answers its reusable token */
  saveCard(card: SavedCardInput): Promise<SavedCard>;
  /**
   * a merchant-initiated charge of a saved card, captured at once (no member is there to
   * answer a challenge); our idempotency key makes a repeat the same charge
   */
  chargeSaved(input: SavedChargeInput): Promise<ProviderPayment>;
}

export interface SavedCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder: string;
}

export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedChargeInput {
  idempotencyKey: string;
  amountMinor: bigint;
  currency: string;
  reference: string;
  token: string;
}

/**
 * The provider's answer was lost (a time-out, a dropped connection): the charge may or may not
 * exist there. The caller asks `retrieve`, it does not charge again.
 */
export class ProviderTimeoutError extends Error {
  constructor(readonly step: string) {
    super(`payment provider did not answer (${step})`);
  }
}

/** A refund the provider refused: more than was captured and not yet given back. */
export class RefundRefusedError extends Error {}

/** A signed event whose signature or shape is wrong: refused, nothing applied. */
export class WebhookRejectedError extends Error {}
