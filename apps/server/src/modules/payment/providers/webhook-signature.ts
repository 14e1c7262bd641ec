import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's webhook signature, shaped like Stripe's: `t=<unix seconds>,v1=<hex>` where the
 * hex is HMAC-SHA256 over `<t>.<raw body>`. The timestamp bounds replays of a captured request;
 * the comparison takes constant time.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? 'ok' : 'mismatch';
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}
