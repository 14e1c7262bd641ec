/**
 * Payments: the provider port, the card and third-party sandboxes, attempts and
 * their one settlement. The paid record's owner (the order payment flow) subscribes to the
 * settlement events of its purpose and calls these with a target it authorized; see
 * docs/payments.md.
 */
export { confirmChallenge, startCardPayment } from './card-payment.service.js';
export { resolveThirdPartyReturn, startThirdPartyPayment } from './third-party.service.js';
export { handleProviderEvent } from './webhook.service.js';
export { resumePayment } from './resume.service.js';
// autoship: a card on file and its merchant-initiated charges
export {
  chargeSavedCard,
  vaultCard,
  type SavedCard,
  type SavedCardCharge,
} from './saved-card.service.js';
export type { PaymentTarget } from './attempt.service.js';
// what the settlement events carry (src/lib/events): the paid record's owner subscribes to them
export type { CapturedPayment, FailedPayment, OpenPayment } from '../../lib/events/index.js';
export type { PaymentProvider, ProviderPayment } from './providers/provider.js';
export { sandboxWebhookJob } from './providers/sandbox-webhook.job.js';
export { paymentReconcileJob } from './reconcile.job.js';
export { providerRefundJob } from './provider-refund.job.js';
