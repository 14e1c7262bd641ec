import { randomBytes } from 'node:crypto';
import {
  ERROR,
  formatMinor,
  type ErrorKey,
  type PaymentAttemptView,
  type AttemptMethod,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { fingerprint } from '../ledger/index.js';
import {
  attemptById,
  attemptByKey,
  insertAttemptOnce,
  referencePaid,
  type AttemptRow,
} from './attempt.repository.js';

/** What is to be paid: the caller (the order face) worked it out and authorized the member. */
export interface PaymentTarget {
  /** what is paid ('order'): who hears the settlement events */
  purpose: string;
  reference: string;
  /** the paid record's id (the order's), handed back to the hooks */
  recordId?: number;
  amountMinor: bigint;
  currency: string;
  minorUnit: number;
}

/** The member's Idempotency-Key, scoped to them: keys of different members never meet. */
export const scopedKey = (member: MemberContext, key: string) => `member:${member.memberId}:${key}`;

/**
 * Opens the attempt of an idempotency key, or finds the one it opened before. The same key
 * with another target or card is refused; a paid reference takes no new attempt (Vendure #2620).
 */
export async function openAttempt(
  deps: DbClockDeps,
  member: MemberContext,
  opened: PaymentTarget & {
    idempotencyKey: string;
    method: AttemptMethod;
    provider: string;
    card?: { brand: string; last4: string; token: string };
  },
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const key = scopedKey(member, opened.idempotencyKey);
  const requestHash = fingerprint({
    purpose: opened.purpose,
    reference: opened.reference,
    amountMinor: opened.amountMinor,
    currency: opened.currency,
    method: opened.method,
    last4: opened.card?.last4,
  });
  const seen = await attemptByKey(deps.db, key);
  if (seen) return { attempt: sameRequest(seen, requestHash), created: false };
  if (await referencePaid(deps.db, opened.purpose, opened.reference)) {
    throw new AppError('paymentAlreadyMade');
  }
  const { attempt, created } = await insertAttemptOnce(deps.db, {
    member_id: member.memberId,
    purpose: opened.purpose,
    reference: opened.reference,
    record_id: opened.recordId ?? null,
    method: opened.method,
    provider: opened.provider,
    amount_minor: opened.amountMinor,
    currency: opened.currency,
    minor_unit: opened.minorUnit,
    status: 'pending',
    idempotency_key: key,
    request_hash: requestHash,
    // bound to the attempt, not to the card token: a retry is the same charge at the provider
    provider_key: `pay_${randomBytes(16).toString('base64url')}`,
    provider_token: opened.card?.token ?? null,
    brand: opened.card?.brand ?? null,
    last4: opened.card?.last4 ?? null,
    created_at: deps.now(),
    updated_at: deps.now(),
  });
  return { attempt: sameRequest(attempt, requestHash), created };
}

function sameRequest(attempt: AttemptRow, requestHash: string): AttemptRow {
  if (attempt.request_hash !== requestHash) throw new AppError('idempotencyConflict');
  return attempt;
}

/** One of the member's own attempts; another member's answers exactly like a missing one. */
export async function memberAttempt(
  deps: DbDeps,
  member: MemberContext,
  attemptId: number,
): Promise<AttemptRow> {
  const attempt = await attemptById(deps.db, attemptId);
  if (!attempt || attempt.member_id !== member.memberId) throw new AppError('paymentNotFound');
  return attempt;
}

const FAILURE_ERRORS: Record<string, ErrorKey> = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  authentication_failed: 'paymentChallengeFailed',
  canceled: 'paymentCanceled',
  expired: 'paymentCanceled',
};

/** The member-facing error of a failed or given-back attempt. */
export function failureError(attempt: AttemptRow): AppError {
  const code = attempt.failure_code ?? 'card_declined';
  // a given-back capture keeps the refusal's own key (paymentAlreadyMade, an order's error)
  const key = FAILURE_ERRORS[code] ?? (Object.hasOwn(ERROR, code) ? (code as ErrorKey) : null);
  return new AppError(key ?? 'cardDeclined');
}

/**
 * The answer of an attempt that reached a state the member is told about: captured or waiting
 * for the member (a view), failed or given back (its error).
 */
export function answerOf(attempt: AttemptRow): PaymentAttemptView {
  if (attempt.status === 'failed' || attempt.status === 'refunded') throw failureError(attempt);
  return toView(attempt);
}

export function toView(attempt: AttemptRow): PaymentAttemptView {
  return {
    attemptId: attempt.id,
    reference: attempt.reference,
    method: attempt.method,
    status: attempt.status,
    amount: formatMinor(attempt.amount_minor, attempt.minor_unit),
    currency: attempt.currency,
    brand: attempt.brand,
    last4: attempt.last4,
    action: attempt.status === 'requires_action' ? attempt.action : null,
    redirectUrl: attempt.status === 'requires_action' ? attempt.redirect_url : null,
  };
}
