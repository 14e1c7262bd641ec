import { ORDER_STATUS, type PaymentStatusAnswer } from '@portal/contract';

export type PaymentOutcome = 'paid' | 'branch' | 'failed' | 'waiting' | 'closed';

/**
 * What the success page shows for a payment status: paid; waiting for the office (pay in
 * branch); failed (the last attempt failed and the order is still unpaid: pay again); still
 * waiting for the provider; or closed (cancelled, expired) — only 'waiting' keeps polling.
 */
export function paymentOutcomeOf(status: PaymentStatusAnswer): PaymentOutcome {
  if (status.paid) return 'paid';
  if (status.status === ORDER_STATUS.awaitingBranchPayment) return 'branch';
  if (status.status !== ORDER_STATUS.awaitingPayment) return 'closed';
  const last = status.payments.at(-1);
  if (!last || last.status === 'failed') return 'failed';
  return 'waiting';
}

/** How often the page asks, and for how long before it says it is still waiting. */
export const PAYMENT_POLL = { everyMs: 2_000, forMs: 120_000 } as const;
