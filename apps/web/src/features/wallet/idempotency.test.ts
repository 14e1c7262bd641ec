import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/http/api-error';
import { fingerprintOf, keepsKey, newIdempotencyKey, useIdempotencyKey } from './idempotency';

const refusal = (code: number, error: string) => new ApiError(code, { error }, error);

describe('idempotency keys', () => {
  it('are 32 hex characters, fresh every time, within the contract length', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('are kept when the outcome is unknown or the PIN was refused, spent otherwise', () => {
    expect(keepsKey(new NetworkError())).toBe(true);
    expect(keepsKey(refusal(500, 'server'))).toBe(true);
    expect(keepsKey(refusal(503, 'unavailable'))).toBe(true);
    expect(keepsKey(refusal(422, 'pinIncorrect'))).toBe(true);
    expect(keepsKey(refusal(429, 'pinLocked'))).toBe(true);
    expect(keepsKey(refusal(422, 'insufficientBalance'))).toBe(false);
    expect(keepsKey(refusal(403, 'memberNotInNetwork'))).toBe(false);
    expect(keepsKey(refusal(409, 'idempotencyConflict'))).toBe(false);
  });

  it('a fingerprint ignores key order and undefined fields', () => {
    expect(fingerprintOf({ a: 1, b: '2', c: undefined })).toBe(fingerprintOf({ b: '2', a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('one key per confirmed form: reused on retry, renewed after an answer or a new body', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const keys = result.current;
    const body = { amount: '10.00', toMemberId: 5 };
    const first = keys.keyFor(body);
    keys.settle(refusal(422, 'pinIncorrect'));
    expect(keys.keyFor({ toMemberId: 5, amount: '10.00' })).toBe(first);
    keys.settle(new NetworkError());
    expect(keys.keyFor(body)).toBe(first);
    expect(keys.keyFor({ ...body, amount: '11.00' })).not.toBe(first);
    const second = keys.keyFor(body);
    keys.settle(refusal(422, 'insufficientBalance'));
    expect(keys.keyFor(body)).not.toBe(second);
    const third = keys.keyFor(body);
    keys.settle();
    expect(keys.keyFor(body)).not.toBe(third);
  });
});
