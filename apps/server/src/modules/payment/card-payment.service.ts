import {
  cardExpired,
  fullExpiryYear,
  type CardInput,
  type PaymentAttemptView,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import type { AttemptRow } from './attempt.repository.js';
import { answerOf, memberAttempt, openAttempt, type PaymentTarget } from './attempt.service.js';
import { ProviderTimeoutError, type ProviderPayment } from './providers/provider.js';
import { providersOf } from './providers/registry.js';
import { applyProviderAnswer } from './settle.service.js';

/**
 * Pays a target by card: the expiry is checked (Luhn was, by the schema), the card is swapped
 * for the provider's token, then one charge is made under the attempt's provider key. The
 * same Idempotency-Key again resumes that attempt: it asks the provider, it never charges anew.
 */
export async function startCardPayment(
  deps: AppDeps,
  member: MemberContext,
  target: PaymentTarget,
  card: CardInput,
  idempotencyKey: string,
): Promise<PaymentAttemptView> {
  if (cardExpired(card.expMonth, fullExpiryYear(card.expYear), deps.now())) {
    throw new AppError('cardExpired');
  }
  const provider = providersOf(deps).card;
  const tokenized = await provider.tokenize(card);
  const { attempt } = await openAttempt(deps, member, {
    ...target,
    idempotencyKey,
    method: 'card',
    provider: provider.id,
    card: tokenized,
  });
  return answerOf(await drive(deps, attempt));
}

/** The challenge step (3-D-Secure-like): the code the member received, once. */
export async function confirmChallenge(
  deps: AppDeps,
  member: MemberContext,
  attemptId: number,
  code: string,
): Promise<PaymentAttemptView> {
  const attempt = await memberAttempt(deps, member, attemptId);
  if (attempt.method !== 'card') throw new AppError('paymentNotFound');
  if (attempt.status !== 'requires_action') {
    if (attempt.status === 'pending' || attempt.status === 'authorized') {
      throw new AppError('paymentNotActionable');
    }
    return answerOf(attempt);
  }
  const provider = providersOf(deps).card;
  const answer = await provider.confirmAction(attempt.provider_ref!, code);
  return answerOf(await follow(deps, attempt, answer));
}

/**
 * Asks the provider about an open card attempt and applies the answer; never charges (a
 * charge the provider never received stays pending until the member retries their key).
 */
export async function refreshCard(deps: AppDeps, attempt: AttemptRow): Promise<AttemptRow> {
  if (attempt.status !== 'pending' && attempt.status !== 'authorized') {
    if (attempt.status !== 'requires_action') return attempt;
  }
  const provider = providersOf(deps).card;
  const known = await ask(() => provider.retrieve({ idempotencyKey: attempt.provider_key }));
  return known ? follow(deps, attempt, known) : attempt;
}

/** Takes an open attempt as far as it goes: to captured, failed, or a step for the member. */
export async function drive(deps: AppDeps, attempt: AttemptRow): Promise<AttemptRow> {
  if (attempt.status !== 'pending' && attempt.status !== 'authorized') return attempt;
  return follow(deps, attempt, await chargeOnce(deps, attempt));
}

/**
 * The provider's charge of this attempt: asked for first (a lost answer of an earlier try
 * left it there), made only when the provider never received it, under the same key.
 */
async function chargeOnce(deps: AppDeps, attempt: AttemptRow): Promise<ProviderPayment> {
  const provider = providersOf(deps).card;
  const byKey = { idempotencyKey: attempt.provider_key };
  const known = await ask(() => provider.retrieve(byKey));
  if (known) return known;
  try {
    return await provider.authorize({
      idempotencyKey: attempt.provider_key,
      amountMinor: attempt.amount_minor,
      currency: attempt.currency,
      reference: attempt.reference,
      source: { kind: 'card', token: attempt.provider_token! },
    });
  } catch (error) {
    if (!(error instanceof ProviderTimeoutError)) throw error;
    // the charge may exist: ask, never charge again (woocommerce-gateway-stripe PR #3444)
    const found = await ask(() => provider.retrieve(byKey));
    if (!found) throw new AppError('paymentPending');
    return found;
  }
}

/** Applies an answer; an authorized charge is captured and applied again. */
async function follow(
  deps: AppDeps,
  attempt: AttemptRow,
  answer: ProviderPayment,
): Promise<AttemptRow> {
  const provider = providersOf(deps).card;
  const applied = await applyProviderAnswer(deps, provider, attempt, answer);
  if (applied.attempt.status !== 'authorized') return applied.attempt;
  let captured: ProviderPayment | null;
  try {
    captured = await provider.capture(answer.providerRef);
  } catch (error) {
    if (!(error instanceof ProviderTimeoutError)) throw error;
    captured = await ask(() => provider.retrieve({ providerRef: answer.providerRef }));
  }
  if (!captured) throw new AppError('paymentPending');
  return (await applyProviderAnswer(deps, provider, applied.attempt, captured)).attempt;
}

/** A provider call whose lost answer is told to the member as "pending, try again". */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderTimeoutError) throw new AppError('paymentPending');
    throw error;
  }
}
