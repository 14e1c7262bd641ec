import { isLocalPath, RETURN_URL_ERROR, type PaymentAttemptView } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { refreshCard } from './card-payment.service.js';
import { answerOf, memberAttempt, openAttempt, type PaymentTarget } from './attempt.service.js';
import { ProviderTimeoutError } from './providers/provider.js';
import { providersOf } from './providers/registry.js';
import { applyProviderAnswer } from './settle.service.js';

/** The page the member returns to learns which attempt to confirm (`resolveThirdPartyReturn`). */
function withAttempt(returnUrl: string, attemptId: number): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}attemptId=${attemptId}`;
}

/**
 * Starts a third-party payment: the attempt's session at the provider, whose hosted page the
 * member opens (`redirectUrl`). The same Idempotency-Key answers the same session.
 */
export async function startThirdPartyPayment(
  deps: AppDeps,
  member: MemberContext,
  target: PaymentTarget,
  returnUrl: string,
  idempotencyKey: string,
): Promise<PaymentAttemptView> {
  // our own pages only: anything else would be an open redirect (the contract refuses it first)
  if (!isLocalPath(returnUrl)) {
    throw new AppError('validation', {
      fields: [{ path: 'body.returnUrl', key: RETURN_URL_ERROR }],
    });
  }
  const provider = providersOf(deps).thirdParty;
  const { attempt } = await openAttempt(deps, member, {
    ...target,
    idempotencyKey,
    method: 'thirdParty',
    provider: provider.id,
  });
  if (attempt.status !== 'pending') return answerOf(attempt);
  const session = await provider.authorize({
    idempotencyKey: attempt.provider_key,
    amountMinor: attempt.amount_minor,
    currency: attempt.currency,
    reference: attempt.reference,
    source: { kind: 'redirect', returnUrl: withAttempt(returnUrl, attempt.id) },
  });
  return answerOf((await applyProviderAnswer(deps, provider, attempt, session)).attempt);
}

/**
 * The member is back from the hosted page (or a page polls a card payment): what the browser's
 * address says is not trusted, the provider is asked. If its webhook settled the attempt
 * first, this changes nothing. It never starts a charge.
 */
export async function resolveThirdPartyReturn(
  deps: AppDeps,
  member: MemberContext,
  attemptId: number,
): Promise<PaymentAttemptView> {
  const attempt = await memberAttempt(deps, member, attemptId);
  if (attempt.method === 'card') return answerOf(await refreshCard(deps, attempt));
  if (attempt.status !== 'requires_action' || !attempt.provider_ref) return answerOf(attempt);
  const provider = providersOf(deps).thirdParty;
  let payment;
  try {
    payment = await provider.retrieve({ providerRef: attempt.provider_ref });
  } catch (error) {
    if (error instanceof ProviderTimeoutError) throw new AppError('paymentPending');
    throw error;
  }
  if (!payment) throw new AppError('paymentNotFound');
  return answerOf((await applyProviderAnswer(deps, provider, attempt, payment)).attempt);
}
