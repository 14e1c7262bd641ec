import { parseAmount, WALLET_FIELD_ERROR } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';

/** An amount the member typed, in minor units; refusals are field errors of `path`. */
export function inputAmount(text: string, decimals: number, path: string): bigint {
  const parsed = parseAmount(text, decimals);
  if (parsed.ok) return parsed.minor;
  const key = {
    format: 'validation.format',
    notPositive: 'validation.notPositive',
    tooManyDecimals: WALLET_FIELD_ERROR.tooManyDecimals,
  }[parsed.problem];
  throw fieldError(path, key, parsed.limit === undefined ? undefined : { limit: parsed.limit });
}

export function fieldError(path: string, key: string, params?: Record<string, string | number>) {
  return new AppError('validation', { fields: [{ path, key, ...(params ? { params } : {}) }] });
}

/**
 * How a member is named where a member or an operator may act: the idempotency-key scope
 * (keys are per member) and the `created_by` of a journal.
 */
export const memberRef = (memberId: number) => `member:${memberId}`;
