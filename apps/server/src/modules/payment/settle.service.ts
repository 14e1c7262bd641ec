import { AppError, isAppError } from '../../lib/app-error.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { inTransaction } from '../../db/transaction.js';
import {
  attemptById,
  markRefunded,
  recordEventOnce,
  updateOpenAttempt,
  type AttemptRow,
} from './attempt.repository.js';
import type { PaymentProvider, ProviderPayment } from './providers/provider.js';
import { publishSettlement } from './settlement-events.js';

export interface EventSeen {
  provider: string;
  eventId: string;
  type: string;
}

export interface Applied {
  attempt: AttemptRow;
  /** false when the answer changed nothing: the attempt had settled, or the event was seen */
  changed: boolean;
}

/**
 * Applies what the provider says about an attempt: the one place an attempt moves. The member's
 * return, the synchronous card answer and the webhook all come here; whichever arrives first
 * settles the attempt and publishes it to the purpose's subscribers in the same transaction, the others find it
 * settled and change nothing (Medusa #13301, Saleor #12652, Vendure PR #2462).
 */
export async function applyProviderAnswer(
  deps: DbClockDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  payment: ProviderPayment,
  event?: EventSeen,
): Promise<Applied> {
  if (payment.amountMinor !== attempt.amount_minor || payment.currency !== attempt.currency) {
    // a provider answering another amount is a defect to look into, never a payment
    throw new Error(`payment ${attempt.id}: provider amount differs from the attempt`);
  }
  switch (payment.status) {
    case 'captured':
      return settleCaptured(deps, provider, attempt, payment, event);
    case 'failed':
      return settleFailed(deps, attempt, payment, event);
    case 'requires_action':
    case 'authorized':
      return keepOpen(deps, attempt, payment);
    default:
      // refunds are started by us (orders' refunds), never taken from an event
      return { attempt, changed: false };
  }
}

async function keepOpen(deps: DbClockDeps, attempt: AttemptRow, payment: ProviderPayment) {
  const action = payment.action;
  const status = payment.status === 'requires_action' ? 'requires_action' : 'authorized';
  if (attempt.status === status && attempt.provider_ref === payment.providerRef) {
    return { attempt, changed: false };
  }
  const row = await inTransaction(deps.db, async (trx) => {
    const open = await updateOpenAttempt(
      trx,
      attempt.id,
      {
        status,
        provider_ref: payment.providerRef,
        action: action?.kind ?? null,
        redirect_url: action?.kind === 'redirect' ? action.url : null,
      },
      deps.now(),
    );
    if (open) await publishSettlement(trx, 'paymentOpen', openOf(open, deps.now()));
    return open;
  });
  return { attempt: row ?? (await reload(deps, attempt)), changed: row !== undefined };
}

/** What the open and failed events tell of the attempt, as its row now stands. */
function attemptFacts(row: AttemptRow, at: Date) {
  return {
    purpose: row.purpose,
    attemptId: row.id,
    memberId: row.member_id,
    reference: row.reference,
    recordId: row.record_id,
    idempotencyKey: row.idempotency_key,
    amountMinor: row.amount_minor,
    providerRef: row.provider_ref,
    method: row.method,
    at,
  };
}

function openOf(row: AttemptRow, at: Date) {
  return {
    ...attemptFacts(row, at),
    action: row.action,
    detail: row.last4 ? `${row.brand ?? 'card'} •••• ${row.last4}` : null,
  };
}

async function settleFailed(
  deps: DbClockDeps,
  attempt: AttemptRow,
  payment: ProviderPayment,
  event: EventSeen | undefined,
): Promise<Applied> {
  const failureCode = payment.failureCode ?? 'card_declined';
  return inTransaction(deps.db, async (trx) => {
    if (event && !(await recordEventOnce(trx, { ...event, attemptId: attempt.id }))) {
      return { attempt: (await attemptById(trx, attempt.id)) ?? attempt, changed: false };
    }
    const row = await updateOpenAttempt(
      trx,
      attempt.id,
      { status: 'failed', failure_code: failureCode, provider_ref: payment.providerRef },
      deps.now(),
    );
    if (!row) return { attempt: (await attemptById(trx, attempt.id)) ?? attempt, changed: false };
    await publishSettlement(trx, 'paymentFailed', {
      ...attemptFacts(row, deps.now()),
      failureCode,
    });
    return { attempt: row, changed: true };
  });
}

async function settleCaptured(
  deps: DbClockDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  payment: ProviderPayment,
  event: EventSeen | undefined,
): Promise<Applied> {
  try {
    return await inTransaction(deps.db, async (trx) => {
      if (event && !(await recordEventOnce(trx, { ...event, attemptId: attempt.id }))) {
        return { attempt: (await attemptById(trx, attempt.id)) ?? attempt, changed: false };
      }
      const row = await updateOpenAttempt(
        trx,
        attempt.id,
        { status: 'captured', provider_ref: payment.providerRef, action: null },
        deps.now(),
      );
      if (!row) return { attempt: (await attemptById(trx, attempt.id)) ?? attempt, changed: false };
      await publishSettlement(trx, 'paymentCaptured', {
        purpose: row.purpose,
        attemptId: row.id,
        memberId: row.member_id,
        reference: row.reference,
        recordId: row.record_id,
        idempotencyKey: row.idempotency_key,
        detail: row.last4 ? `${row.brand ?? 'card'} •••• ${row.last4}` : null,
        method: row.method,
        amountMinor: row.amount_minor,
        currency: row.currency,
        providerRef: payment.providerRef,
        at: deps.now(),
      });
      return { attempt: row, changed: true };
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    // the money was taken but its record cannot take it (paid already by another attempt,
    // expired, cancelled): give it back, once (the provider refunds a charge once)
    await provider.refund(payment.providerRef, payment.amountMinor, `${attempt.provider_key}:undo`);
    await markRefunded(deps.db, attempt.id, refusal.key, deps.now());
    throw refusal;
  }
}

/** A member-facing refusal from a subscriber, or the one-capture-per-reference index. */
function refusalOf(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '23505' ? new AppError('paymentAlreadyMade') : undefined;
}

async function reload(deps: DbDeps, attempt: AttemptRow): Promise<AttemptRow> {
  return (await attemptById(deps.db, attempt.id)) ?? attempt;
}
