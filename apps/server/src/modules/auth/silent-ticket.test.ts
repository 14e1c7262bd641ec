import { describe, expect, it } from 'vitest';
import { hmac } from '../../lib/crypto.js';
import { mintSilentTicket, verifySilentTicket } from './silent-ticket.js';

const SECRET = 'unit-test-secret-unit-test-secret-0123';
const now = new Date('2025-03-01T08:00:00Z');
const later = (s: number) => new Date(now.getTime() + s * 1000);
const mint = (at = now, ttl?: number) =>
  mintSilentTicket(SECRET, { loginName: 'alice', companyCode: 'US' }, at, ttl);

function reencode(ticket: string, change: (claims: Record<string, unknown>) => void, sign = false) {
  const [payload = ''] = ticket.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  change(claims);
  const next = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${next}.${sign ? hmac(SECRET, next) : ticket.split('.')[1]}`;
}

describe('silent ticket', () => {
  it('verifies a fresh ticket and gives its claims', () => {
    const check = verifySilentTicket(SECRET, mint(), now);
    expect(check).toMatchObject({ ok: true, claims: { sub: 'alice', cc: 'US' } });
    if (check.ok) expect(check.claims.exp - check.claims.iat).toBe(60);
  });

  it('gives every ticket its own id', () => {
    const ids = [mint(), mint()].map((t) => {
      const c = verifySilentTicket(SECRET, t, now);
      return c.ok ? c.claims.jti : '';
    });
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[0]?.length).toBeGreaterThanOrEqual(32);
  });

  it('expires after 60 seconds', () => {
    expect(verifySilentTicket(SECRET, mint(), later(59)).ok).toBe(true);
    expect(verifySilentTicket(SECRET, mint(), later(60))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload (signature no longer matches)', () => {
    const tampered = reencode(mint(), (c) => (c.sub = 'mallory'));
    expect(verifySilentTicket(SECRET, tampered, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a ticket signed with another secret', () => {
    const other = mintSilentTicket(
      'another-secret-another-secret-xx',
      { loginName: 'a', companyCode: 'US' },
      now,
    );
    expect(verifySilentTicket(SECRET, other, now)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a validly signed ticket with a longer lifetime than allowed', () => {
    const long = reencode(mint(), (c) => (c.exp = (c.iat as number) + 3600), true);
    expect(verifySilentTicket(SECRET, long, later(120))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a ticket issued in the future', () => {
    expect(verifySilentTicket(SECRET, mint(later(30)), now).ok).toBe(false);
  });

  it('refuses malformed tickets', () => {
    for (const bad of ['', 'abc', 'a.b.c', '.sig', 'payload.']) {
      expect(verifySilentTicket(SECRET, bad, now).ok, bad).toBe(false);
    }
    const notJson = Buffer.from('nope').toString('base64url');
    expect(verifySilentTicket(SECRET, `${notJson}.${hmac(SECRET, notJson)}`, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const missing = reencode(mint(), (c) => delete c.jti, true);
    expect(verifySilentTicket(SECRET, missing, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
