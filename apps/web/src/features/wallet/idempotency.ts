import { API_CODE } from '@portal/contract';
import { useMemo, useRef } from 'react';
import { isApiError } from '../../lib/http/api-error';

/** Refusals the server gives before any work, storing nothing: the same key may be retried. */
const PIN_REFUSALS: ReadonlySet<string> = new Set(['pinIncorrect', 'pinLocked', 'pinNotSet']);
const KEY_BYTES = 16;

/**
 * A fresh Idempotency-Key: 32 hex characters from the browser's CSPRNG. getRandomValues
 * works outside secure contexts too, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed money-moving call must be retried with the same key: when its outcome
 * is unknown (no answer, or a server failure) the money may have moved, and only the same
 * key makes the retry harmless. A wrong PIN stores nothing, so its retry keeps the key too.
 * Any other answer is final (the server stored it): a new attempt needs a new key.
 */
export function keepsKey(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code >= API_CODE.SERVER_ERROR) return true;
  return error.errorKey !== undefined && PIN_REFUSALS.has(error.errorKey);
}

/** Stable text of a request body (keys sorted), to tell one confirmed form from another. */
export function fingerprintOf(body: Record<string, unknown>): string {
  const keys = Object.keys(body)
    .filter((key) => body[key] !== undefined)
    .sort();
  return JSON.stringify(keys.map((key) => [key, body[key]]));
}

/**
 * One key per confirmed form: the same body (the PIN aside) gets the same key until the
 * server gives a final answer, so a retry after a lost answer is applied at most once.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: Record<string, unknown>): string {
        const fingerprint = fingerprintOf(body);
        if (current.current?.fingerprint !== fingerprint) {
          current.current = { fingerprint, key: newIdempotencyKey() };
        }
        return current.current.key;
      },
      /** after an answer: success (no error) or a final refusal spends the key */
      settle(error?: unknown) {
        if (error === undefined || !keepsKey(error)) current.current = null;
      },
    }),
    [],
  );
}
