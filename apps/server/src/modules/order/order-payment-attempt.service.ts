import type { OrderPaymentMethod } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import { findPayment, insertPayment, updatePayment } from './order-write.repository.js';

export interface PaymentAttempt {
  orderId: number;
  method: OrderPaymentMethod;
  amountMinor: bigint;
  idempotencyKey: string;
  providerRef?: string | null;
  /** why it failed (declined, abandoned, timed out and answered "no charge" by the provider) */
  reason?: string | null;
  detail?: string | null;
  at?: Date;
}

/**
 * An attempt that has not (yet) taken money: `pending` (sent to the provider), `challenge`
 * (the member must pass a 3-D-Secure-like step) or `failed`. One row per (order, key): a later
 * report for the same key updates it; a succeeded payment is never overwritten. The order stays
 * awaiting payment, so the member can re-pay ('Payment Failed / payment failed please re-pay').
 */
export async function recordPaymentAttempt(
  trx: Trx,
  attempt: PaymentAttempt,
  status: 'pending' | 'challenge' | 'failed',
): Promise<void> {
  const at = attempt.at ?? new Date();
  const seen = await findPayment(trx, attempt.orderId, attempt.idempotencyKey);
  const fields = {
    status,
    failure: status === 'failed' ? (attempt.reason ?? 'failed') : null,
    provider_ref: attempt.providerRef ?? seen?.provider_ref ?? null,
    detail: attempt.detail ?? seen?.detail ?? null,
    updated_at: at,
  };
  if (seen) {
    if (seen.status !== 'succeeded') await updatePayment(trx, seen.id, fields);
    return;
  }
  await insertPayment(trx, {
    ...fields,
    order_id: attempt.orderId,
    method: attempt.method,
    amount: attempt.amountMinor,
    idempotency_key: attempt.idempotencyKey,
    account: null,
    journal_id: null,
    created_at: at,
  });
}

/** A failed attempt (see recordPaymentAttempt). */
export async function recordPaymentFailure(
  trx: Trx,
  failure: PaymentAttempt & { reason: string },
): Promise<void> {
  await recordPaymentAttempt(trx, failure, 'failed');
}
