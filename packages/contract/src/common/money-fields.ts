import { z } from 'zod';
import type { ErrorKey } from './errors.js';
import { AMOUNT_PATTERN, SIGNED_AMOUNT_PATTERN } from './money.js';
import { textSchema } from './text.js';
import { requiredString } from './validation.js';

/**
 * The fields every money-moving call shares (a transfer, a withdrawal, an order paid from the
 * wallet): the amount, the member's PIN and the Idempotency-Key header.
 */

/** A positive decimal string; the decimals the currency allows are checked by the server. */
export const amountSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(20, { error: 'validation.tooLong' })
  .regex(AMOUNT_PATTERN, { error: 'validation.format' });

export const signedAmountSchema = textSchema()
  .trim()
  .regex(SIGNED_AMOUNT_PATTERN, { error: 'validation.format' });

/** Room for any PIN format; the security module decides what is correct. */
export const PIN_INPUT_MAX = 32;

export const pinInputSchema = requiredString(PIN_INPUT_MAX);

/** What the PIN step-up of a money-moving call can answer (a call's `errors`). */
export const PIN_ERRORS = [
  'pinNotSet',
  'pinIncorrect',
  'pinLocked',
] as const satisfies readonly ErrorKey[];

/** Length of the Idempotency-Key header every money-moving call carries. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** Header names reach the server lower-cased. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Every money-moving call carries this header; the same key is applied at most once. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: textSchema()
    .min(IDEMPOTENCY_KEY_LENGTH.min, { error: 'validation.tooShort' })
    .max(IDEMPOTENCY_KEY_LENGTH.max, { error: 'validation.tooLong' })
    .regex(/^[\x21-\x7e]+$/, { error: 'validation.format' }),
});
export type IdempotencyHeaders = z.infer<typeof idempotencyHeadersSchema>;
