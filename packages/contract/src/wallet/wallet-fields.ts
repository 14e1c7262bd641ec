import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { requiredString } from '../common/validation.js';
import { AMOUNT_PATTERN, SIGNED_AMOUNT_PATTERN } from './money.js';
import { requiredOr } from './schema-kit.js';
import { IDEMPOTENCY_KEY_LENGTH, MEMBER_ACCOUNTS, PIN_INPUT_MAX } from './wallet-constants.js';

/** Field error keys the server answers for amounts it can only judge knowing the currency. */
export const WALLET_FIELD_ERROR = {
  tooManyDecimals: 'validation.wallet.amount.tooManyDecimals',
  notAboveFee: 'validation.wallet.amount.notAboveFee',
  endBeforeStart: 'validation.wallet.range.endBeforeStart',
  accountPair: 'validation.wallet.transfer.accountPair',
  accountNotAllowed: 'validation.wallet.withdrawal.accountNotAllowed',
  nothingToUpdate: 'validation.wallet.withdrawal.nothingToUpdate',
} as const;

/** A positive decimal string; the decimals the currency allows are checked by the server. */
export const amountSchema = textSchema()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(20, { error: 'validation.tooLong' })
  .regex(AMOUNT_PATTERN, { error: 'validation.format' });

export const signedAmountSchema = textSchema()
  .trim()
  .regex(SIGNED_AMOUNT_PATTERN, { error: 'validation.format' });

export const memberAccountSchema = z.enum(MEMBER_ACCOUNTS, {
  error: requiredOr('validation.invalidValue'),
});

export const pinInputSchema = requiredString(PIN_INPUT_MAX);

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
