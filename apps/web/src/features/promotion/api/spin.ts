import { HEADER, PROMOTION_CALLS } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/** One spin; the key makes a retry of the same click harmless. */
export const spinOnce = (id: number, clientSeed: string, idempotencyKey: string) =>
  callApi(PROMOTION_CALLS.spin, {
    params: { id },
    body: { clientSeed },
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
    quiet: true,
  });

/** 32 hex characters from the browser's CSPRNG (a key, or a default client seed). */
export function randomHex(bytes = 16): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
