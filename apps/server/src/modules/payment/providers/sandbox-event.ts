import { PAYMENT_FAILURES, SANDBOX_SIGNATURE_HEADER } from '@portal/contract';
import { z } from 'zod';
import {
  WebhookRejectedError,
  type ProviderEvent,
  type ProviderPayment,
  type WebhookHeaders,
} from './provider.js';
import { checkSignature } from './webhook-signature.js';

/** The sandboxes' event on the wire: amounts as decimal strings of minor units, never floats. */
const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(['payment.captured', 'payment.failed']),
  data: z.object({
    providerRef: z.string().min(1).max(80),
    status: z.enum(['requires_action', 'authorized', 'captured', 'failed', 'refunded']),
    amountMinor: z.string().regex(/^\d{1,18}$/),
    currency: z.string().min(3).max(3),
    failureCode: z.enum(PAYMENT_FAILURES).nullable(),
  }),
});
export type SandboxEventBody = z.input<typeof eventSchema>;

export function sandboxEventBody(
  eventId: string,
  type: ProviderEvent['type'],
  payment: ProviderPayment,
): SandboxEventBody {
  return {
    id: eventId,
    type,
    data: {
      providerRef: payment.providerRef,
      status: payment.status,
      amountMinor: payment.amountMinor.toString(),
      currency: payment.currency,
      failureCode: payment.failureCode,
    },
  };
}

/** Checks the signature over the exact bytes received, then parses them; throws on either. */
export function verifySandboxEvent(
  secret: string,
  rawBody: string,
  headers: WebhookHeaders,
  now: Date,
): ProviderEvent {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const check = checkSignature(
    secret,
    rawBody,
    typeof header === 'string' ? header : undefined,
    now,
  );
  if (check !== 'ok') throw new WebhookRejectedError(`signature ${check}`);
  let parsed: z.output<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new WebhookRejectedError('malformed event');
  }
  const { data } = parsed;
  return {
    eventId: parsed.id,
    type: parsed.type,
    payment: {
      providerRef: data.providerRef,
      status: data.status,
      amountMinor: BigInt(data.amountMinor),
      currency: data.currency,
      failureCode: data.failureCode,
      action: null,
    },
  };
}
