/**
 * Payments (issue 13): the provider port, the card and third-party sandboxes, attempts and
 * their one settlement. The paid record's owner (the order) registers its hooks and calls
 * these with a target it authorized; see docs/payments.md.
 */
export { confirmChallenge, startCardPayment } from './card-payment.service.js';
export { resolveThirdPartyReturn, startThirdPartyPayment } from './third-party.service.js';
export { handleProviderEvent } from './webhook.service.js';
export { resumePayment } from './resume.service.js';
export type { PaymentTarget } from './attempt.service.js';
export {
  registerSettlementHooks,
  type CapturedPayment,
  type FailedPayment,
  type OpenPayment,
  type SettlementHooks,
} from './settlement-hooks.js';
export type { PaymentProvider, ProviderPayment } from './providers/provider.js';
export { sandboxWebhookJob } from './providers/sandbox-webhook.job.js';
export { paymentReconcileJob } from './reconcile.job.js';
export { providerRefundJob } from './provider-refund.job.js';
