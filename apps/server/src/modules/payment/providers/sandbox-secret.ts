import type { AppDeps } from '../../../deps.js';
import { resolveSecret } from '../../../lib/secrets.js';

const resolved = new Map<string, string>();

/**
 * The HMAC key the sandbox signs its webhooks with and we check them against: the
 * PAYMENT_WEBHOOK_SECRET setting, or one generated into DATA_DIR for the embedded default.
 */
export function sandboxWebhookSecret(deps: Pick<AppDeps, 'config'>): string {
  const { dataDir, paymentWebhookSecret } = deps.config;
  if (paymentWebhookSecret) return paymentWebhookSecret;
  let secret = resolved.get(dataDir);
  if (!secret) {
    secret = resolveSecret(dataDir, 'payment-webhook-secret', undefined);
    resolved.set(dataDir, secret);
  }
  return secret;
}
