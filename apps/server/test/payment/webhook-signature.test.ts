import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  signPayload,
  SIGNATURE_TOLERANCE_SECONDS,
} from '../../src/modules/payment/providers/webhook-signature.js';

const secret = 'a-test-secret-of-thirty-two-characters!';
const at = new Date('2026-11-24T12:00:00Z');
const body = '{"id":"evt_1","type":"payment.captured"}';

describe('sandbox webhook signature (HMAC-SHA256)', () => {
  it('accepts its own signature over the exact body', () => {
    expect(checkSignature(secret, body, signPayload(secret, body, at), at)).toBe('ok');
  });

  it('refuses a changed body, another secret, or a changed digest', () => {
    const header = signPayload(secret, body, at);
    expect(checkSignature(secret, `${body} `, header, at)).toBe('mismatch');
    expect(checkSignature(`${secret}x`, body, header, at)).toBe('mismatch');
    const flipped = header.replace(/v1=(.)/, (_, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
    expect(checkSignature(secret, body, flipped, at)).toBe('mismatch');
  });

  it('refuses a missing or malformed header', () => {
    expect(checkSignature(secret, body, undefined, at)).toBe('missing');
    expect(checkSignature(secret, body, 'garbage', at)).toBe('malformed');
    expect(checkSignature(secret, body, 't=1,v1=zz', at)).toBe('malformed');
    expect(checkSignature(secret, body, `t=${at.getTime() / 1000}`, at)).toBe('malformed');
  });

  it('refuses a signature older or newer than the tolerance (a replayed request)', () => {
    const header = signPayload(secret, body, at);
    const late = new Date(at.getTime() + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    const early = new Date(at.getTime() - (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    expect(checkSignature(secret, body, header, late)).toBe('stale');
    expect(checkSignature(secret, body, header, early)).toBe('stale');
    const inside = new Date(at.getTime() + (SIGNATURE_TOLERANCE_SECONDS - 1) * 1000);
    expect(checkSignature(secret, body, header, inside)).toBe('ok');
  });
});
