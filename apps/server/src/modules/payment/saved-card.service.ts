import { cardExpired, fullExpiryYear, type CardInput } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import type { AttemptRow } from './attempt.repository.js';
import { openAttempt, type PaymentTarget } from './attempt.service.js';
import {
  ProviderTimeoutError,
  type ProviderPayment,
  type SavedCard,
} from './providers/provider.js';
import { providersOf } from './providers/registry.js';
import { applyProviderAnswer } from './settle.service.js';

export type { SavedCard };

/**
 * Keeps a card at the provider for merchant-initiated charges (an autoship's card on file).
 * The expiry is checked first; the number and CVC go to the provider and nowhere else.
 */
export async function vaultCard(deps: AppDeps, card: CardInput): Promise<SavedCard> {
  if (cardExpired(card.expMonth, fullExpiryYear(card.expYear), deps.now())) {
    throw new AppError('cardExpired');
  }
  return providersOf(deps).card.saveCard(card);
}

/** How a saved card's charge ended: `pending` when the provider's answer is still unknown. */
export interface SavedCardCharge {
  status: 'captured' | 'failed' | 'pending';
  /** the provider's decline code (PAYMENT_FAILURES) when failed */
  failureCode: string | null;
  attemptId: number;
}

/**
 * A merchant-initiated charge of a saved card for a target the caller authorized, once per
 * idempotency key: the attempt row is the key's record, its provider key goes with the charge.
 * A repeat (the job run twice, a lost answer) asks the provider by that key first and charges
 * only when the provider never received it; a time-out is resolved by asking, never by
 * charging again. A capture settles through the usual settlement (its purpose's events).
 */
export async function chargeSavedCard(
  deps: AppDeps,
  member: MemberContext,
  target: PaymentTarget,
  card: { token: string; brand: string; last4: string },
  idempotencyKey: string,
): Promise<SavedCardCharge> {
  const provider = providersOf(deps).card;
  const { attempt } = await openAttempt(deps, member, {
    ...target,
    idempotencyKey,
    method: 'card',
    provider: provider.id,
    card,
  });
  if (attempt.status !== 'pending' && attempt.status !== 'authorized') return outcomeOf(attempt);
  const answer = await chargeOnce(deps, attempt);
  if (!answer) return { status: 'pending', failureCode: null, attemptId: attempt.id };
  const applied = await applyProviderAnswer(deps, provider, attempt, answer);
  return outcomeOf(applied.attempt);
}

async function chargeOnce(deps: AppDeps, attempt: AttemptRow): Promise<ProviderPayment | null> {
  const provider = providersOf(deps).card;
  const byKey = { idempotencyKey: attempt.provider_key };
  const known = await askQuietly(() => provider.retrieve(byKey));
  if (known !== undefined) return known ?? chargeNow();
  return null;

  async function chargeNow(): Promise<ProviderPayment | null> {
    try {
      return await provider.chargeSaved({
        idempotencyKey: attempt.provider_key,
        amountMinor: attempt.amount_minor,
        currency: attempt.currency,
        reference: attempt.reference,
        token: attempt.provider_token!,
      });
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError)) throw error;
      // the charge may exist: ask, never charge again
      return (await askQuietly(() => provider.retrieve(byKey))) ?? null;
    }
  }
}

/** A provider question whose lost answer is `undefined` ("not known yet"), not an error. */
async function askQuietly<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderTimeoutError) return undefined;
    throw error;
  }
}

function outcomeOf(attempt: AttemptRow): SavedCardCharge {
  if (attempt.status === 'captured') {
    return { status: 'captured', failureCode: null, attemptId: attempt.id };
  }
  if (attempt.status === 'failed' || attempt.status === 'refunded') {
    return { status: 'failed', failureCode: attempt.failure_code, attemptId: attempt.id };
  }
  return { status: 'pending', failureCode: null, attemptId: attempt.id };
}
