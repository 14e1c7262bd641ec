import { randomBytes } from 'node:crypto';
import { OPERATOR_TOTP } from '@portal/contract';
import { hashToken } from '../../lib/crypto.js';
import { decrypt, encrypt, keyRingFrom } from '../../lib/encryption.js';

/** The TOTP secret is stored encrypted, bound to its operator (a copied ciphertext does not open). */
const contextOf = (operatorId: number) => `operator-totp:${operatorId}`;

export function sealTotpSecret(key: string, operatorId: number, secret: string): string {
  return encrypt(keyRingFrom(key), secret, contextOf(operatorId));
}

export function openTotpSecret(key: string, operatorId: number, sealed: string): string {
  return decrypt(keyRingFrom(key), sealed, contextOf(operatorId));
}

/** Ten recovery codes, `xxxxx-xxxxx` in lower-case base32 letters and digits, shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: OPERATOR_TOTP.recoveryCodes }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code is stored only as its hash, compared without case or the dash. */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
