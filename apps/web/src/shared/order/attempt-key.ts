import { API_CODE } from '@portal/contract';
import { useMemo, useRef } from 'react';
import { isApiError } from '../../lib/http/api-error';

/** Refusals that store nothing on the server: the same key may be tried again. */
const NOTHING_STORED: ReadonlySet<string> = new Set(['pinIncorrect', 'pinLocked', 'pinNotSet']);

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per attempt at a money-moving request (placing or paying an order,
 * setting up an autoship): a retry after a lost answer or a server failure (the order may
 * exist, the money may have moved) or a wrong PIN sends the same key, so the server applies it
 * at most once; any final answer spends the key. Shared by the order and autoship pages.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current(): string {
        key.current ??= newKey();
        return key.current;
      },
      settle(error?: unknown) {
        const keep =
          error !== undefined &&
          (!isApiError(error) ||
            error.code >= API_CODE.SERVER_ERROR ||
            (error.errorKey !== undefined && NOTHING_STORED.has(error.errorKey)));
        if (!keep) key.current = null;
      },
    }),
    [],
  );
}
