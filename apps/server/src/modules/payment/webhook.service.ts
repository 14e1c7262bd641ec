import type { AppDeps } from '../../deps.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { attemptByProviderRef } from './attempt.repository.js';
import { WebhookRejectedError, type WebhookHeaders } from './providers/provider.js';
import { providersOf } from './providers/registry.js';
import { applyProviderAnswer } from './settle.service.js';

type Log = (msg: string, extra: Record<string, unknown>) => void;

/**
 * A provider's event: the signature over the raw body is checked first (a bad one is refused,
 * nothing read), then the event is applied once. A repeat, an event of a charge we never
 * made, or one whose record refused the money (refunded already) still answers 200, so the
 * provider stops retrying; only a failure of ours (the database) answers 5xx, to be retried.
 */
export async function handleProviderEvent(
  deps: AppDeps,
  rawBody: string,
  headers: WebhookHeaders,
  log: Log,
): Promise<{ received: boolean; duplicate: boolean }> {
  const provider = providersOf(deps).thirdParty;
  let event;
  try {
    event = provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejectedError) {
      log('payment webhook refused', { reason: error.message });
      throw new AppError('webhookSignatureInvalid');
    }
    throw error;
  }
  const attempt = await attemptByProviderRef(deps.db, provider.id, event.payment.providerRef);
  if (!attempt) {
    log('payment webhook for an unknown charge', { eventId: event.eventId });
    return { received: true, duplicate: false };
  }
  try {
    const applied = await applyProviderAnswer(deps, provider, attempt, event.payment, {
      provider: provider.id,
      eventId: event.eventId,
      type: event.type,
    });
    return { received: true, duplicate: !applied.changed };
  } catch (error) {
    if (!isAppError(error)) throw error;
    log('payment webhook: capture given back', { eventId: event.eventId, reason: error.key });
    return { received: true, duplicate: false };
  }
}
