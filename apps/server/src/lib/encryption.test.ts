import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decrypt,
  DecryptionError,
  encrypt,
  keyRingFrom,
  needsReencryption,
  parseDataKey,
  parseDataKeys,
} from './encryption.js';

const hexKey = () => randomBytes(32).toString('hex');

describe('data keys', () => {
  it('accepts 64 hex characters, base64 and base64url of 32 bytes', () => {
    const raw = randomBytes(32);
    expect(parseDataKey(raw.toString('hex'))).toEqual(raw);
    expect(parseDataKey(raw.toString('base64'))).toEqual(raw);
    expect(parseDataKey(raw.toString('base64url'))).toEqual(raw);
  });

  it.each([
    ['too short', randomBytes(16).toString('hex')],
    ['not hex nor base64', 'z'.repeat(64)],
    ['31 bytes', randomBytes(31).toString('base64')],
    ['a passphrase', 'correct horse battery staple'],
  ])('refuses %s', (_, text) => expect(parseDataKey(text)).toBeUndefined());

  it('a list is refused when any key in it is malformed', () => {
    expect(parseDataKeys(`${hexKey()},${hexKey()}`)).toHaveLength(2);
    expect(parseDataKeys(`${hexKey()},nope`)).toBeUndefined();
    expect(() => keyRingFrom('nope')).toThrow(/DATA_ENCRYPTION_KEY/);
  });
});

describe('encrypt / decrypt', () => {
  const ring = keyRingFrom(hexKey());

  it('round-trips, and never yields the same ciphertext twice', () => {
    const a = encrypt(ring, '514012345678', 'bank:7');
    const b = encrypt(ring, '514012345678', 'bank:7');
    expect(a).not.toBe(b);
    expect(a).not.toContain('514012345678');
    expect(a.startsWith(`v1.${ring.current.id}.`)).toBe(true);
    expect(decrypt(ring, a, 'bank:7')).toBe('514012345678');
  });

  it('refuses a ciphertext moved to another context', () => {
    const c = encrypt(ring, '514012345678', 'bank:7');
    expect(() => decrypt(ring, c, 'bank:8')).toThrow(DecryptionError);
  });

  it('refuses a tampered or truncated ciphertext', () => {
    const parts = encrypt(ring, '514012345678', 'x').split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decrypt(ring, parts.join('.'), 'x')).toThrow(DecryptionError);
    expect(() => decrypt(ring, 'v1.abc', 'x')).toThrow(DecryptionError);
  });

  it('decrypts with an older key after rotation and says it needs re-encryption', () => {
    const oldKey = hexKey();
    const before = keyRingFrom(oldKey);
    const stored = encrypt(before, 'GB82WEST12345698765432', 'bank:1');
    const rotated = keyRingFrom(`${hexKey()},${oldKey}`);
    expect(decrypt(rotated, stored, 'bank:1')).toBe('GB82WEST12345698765432');
    expect(needsReencryption(rotated, stored)).toBe(true);
    expect(needsReencryption(rotated, encrypt(rotated, 'x', 'c'))).toBe(false);
  });

  it('refuses a ciphertext of a key that is no longer configured', () => {
    const stored = encrypt(keyRingFrom(hexKey()), 'x', 'c');
    expect(() => decrypt(ring, stored, 'c')).toThrow(/not configured/);
  });
});
