import { AUTH_LIMITS } from '@portal/contract';
import { z } from 'zod';
import { hmac, newToken, safeEqual } from '../../lib/crypto.js';

/**
 * Silent-login tickets: `base64url(JSON claims) + '.' + HMAC-SHA256(secret)`. Pure: no
 * database, no clock of its own; single use is enforced by the caller (silent_ticket_use).
 */
const claimsSchema = z.object({
  sub: z.string().min(1).max(200),
  cc: z.string().min(1).max(20),
  jti: z.string().min(16).max(100),
  iat: z.number().int(),
  exp: z.number().int(),
  /** an operator's view-as (the console): the session it opens is read-only */
  va: z.literal(true).optional(),
});
export type TicketClaims = z.infer<typeof claimsSchema>;

export type TicketCheck =
  { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Tolerated clock difference between the minting system and this server. */
const CLOCK_SKEW_S = 5;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function mintSilentTicket(
  secret: string,
  subject: { loginName: string; companyCode: string; viewAs?: boolean },
  now: Date,
  ttlS: number = AUTH_LIMITS.silentTicketTtlS,
): string {
  const iat = seconds(now);
  const claims: TicketClaims = {
    sub: subject.loginName,
    cc: subject.companyCode,
    jti: newToken(),
    iat,
    exp: iat + ttlS,
    // signed with the rest, so a ticket cannot be turned into a view-as one or back
    ...(subject.viewAs ? { va: true as const } : {}),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmac(secret, payload)}`;
}

export function verifySilentTicket(
  secret: string,
  ticket: string,
  now: Date,
  ttlS: number = AUTH_LIMITS.silentTicketTtlS,
): TicketCheck {
  const parts = ticket.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  // the signature is checked before the payload is even parsed
  if (!safeEqual(signature, hmac(secret, payload))) return { ok: false, reason: 'signature' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  const nowS = seconds(now);
  const lifetimeOk = claims.exp - claims.iat <= ttlS && claims.iat <= nowS + CLOCK_SKEW_S;
  if (!lifetimeOk || nowS >= claims.exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(payload: string): TicketClaims | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const parsed = claimsSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
