import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import { luhnValid, normalizeCardNumber } from './card-rules.js';
import { ATTEMPT_METHODS, PAYMENT_STATUSES } from './payment-constants.js';

const digits = (min: number, max: number, error: string) =>
  textSchema()
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), { error });

/**
 * A card as the member types it. Luhn is checked here (a bad number never reaches a provider);
 * the expiry against the clock by the server (`cardExpired`). Never stored, never logged
 * (`card` is a redacted log field).
 */
export const cardInputSchema = z.object({
  number: textSchema()
    .transform(normalizeCardNumber)
    .refine(luhnValid, { error: 'validation.payment.cardNumber' }),
  expMonth: z
    .number({ error: 'validation.notNumber' })
    .int({ error: 'validation.notInteger' })
    .min(1, { error: 'validation.payment.expMonth' })
    .max(12, { error: 'validation.payment.expMonth' }),
  expYear: z
    .number({ error: 'validation.notNumber' })
    .int({ error: 'validation.notInteger' })
    .min(0, { error: 'validation.payment.expYear' })
    .max(2100, { error: 'validation.payment.expYear' }),
  cvc: digits(3, 4, 'validation.payment.cvc'),
  holder: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.tooLong' }),
});
export type CardInput = z.output<typeof cardInputSchema>;

export const attemptParamsSchema = z.object({ id: integerIdParam });

/** The challenge step of a card payment (3-D-Secure-like). */
export const challengeBodySchema = z.object({ code: digits(4, 8, 'validation.payment.code') });

/** What a member sees of a payment attempt: never the card number, only brand and last four. */
export const paymentAttemptSchema = z.object({
  attemptId: z.number(),
  reference: z.string(),
  method: z.enum(ATTEMPT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.string(),
  currency: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  /** requires_action: 'challenge' (send the code) or 'redirect' (open `redirectUrl`) */
  action: z.enum(['challenge', 'redirect']).nullable(),
  redirectUrl: z.string().nullable(),
});
export type PaymentAttemptView = z.output<typeof paymentAttemptSchema>;

export const sandboxPageParamsSchema = z.object({
  token: textSchema().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalidValue' }),
});

/** The hosted page's plain form: which button was pressed. */
export const sandboxPageFormSchema = z.object({
  action: z.enum(['approve', 'cancel'], { error: 'validation.invalidValue' }),
});

/** The webhook's body is read raw (its signature covers the exact bytes), parsed after. */
// compact JSON (the sandbox's): no raw control character, which JSON escapes inside strings
export const sandboxWebhookBodySchema = textSchema()
  .max(64 * 1024, { error: 'validation.tooLong' })
  .describe('the signed JSON event, raw');

export const webhookAnswerSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
