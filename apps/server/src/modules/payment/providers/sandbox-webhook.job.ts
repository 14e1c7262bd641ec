import {
  API_BASE_PATH,
  PAYMENT_FAILURES,
  PAYMENT_PATHS,
  SANDBOX_SIGNATURE_HEADER,
} from '@portal/contract';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { defineJob } from '../../../jobs/job.js';
import { sandboxEventBody } from './sandbox-event.js';
import { sandboxWebhookSecret } from './sandbox-secret.js';
import { signPayload } from './webhook-signature.js';

/** Where the sandbox posts: the portal's own webhook, at PUBLIC_URL or this process's port. */
function webhookUrl(deps: AppDeps): string {
  const base = deps.config.publicUrl ?? `http://127.0.0.1:${deps.config.port}`;
  return `${base.replace(/\/$/, '')}${API_BASE_PATH}${PAYMENT_PATHS.sandboxWebhook}`;
}

/**
 * The third-party sandbox delivering one event, as a provider does: a signed POST, retried
 * with back-off until our endpoint answers 2xx. Our side applies an event id once, so a
 * delivery repeated after a lost answer is harmless.
 */
export const sandboxWebhookJob = defineJob({
  name: 'payment_sandbox_webhook',
  payload: z.object({
    eventId: z.string(),
    type: z.enum(['payment.captured', 'payment.failed']),
    providerRef: z.string(),
    status: z.enum(['captured', 'failed']),
    amountMinor: z.string().regex(/^\d+$/),
    currency: z.string(),
    failureCode: z.enum(PAYMENT_FAILURES).nullable(),
  }),
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  expireInSeconds: 60,
  handler: async (deps, event) => {
    const body = JSON.stringify(
      sandboxEventBody(event.eventId, event.type, {
        providerRef: event.providerRef,
        status: event.status,
        amountMinor: BigInt(event.amountMinor),
        currency: event.currency,
        failureCode: event.failureCode,
        action: null,
      }),
    );
    const res = await fetch(webhookUrl(deps), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxWebhookSecret(deps), body, deps.now()),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  },
});
