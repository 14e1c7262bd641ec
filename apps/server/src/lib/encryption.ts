import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for data at rest (bank account numbers). A ciphertext names the key that
 * made it, so keys can rotate: DATA_ENCRYPTION_KEY may list several keys, comma-separated;
 * the first encrypts, all of them decrypt.
 *
 * Format: `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts).
 */
export const DATA_KEY_BYTES = 32;
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

export const DATA_KEY_HELP =
  'must be a 32-byte key: 64 hex characters or base64 (several keys comma-separated, the first encrypts)';

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface KeyRing {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
}

export class DecryptionError extends Error {}

/** One key as 64 hex characters or base64/base64url of 32 bytes; undefined when neither. */
export function parseDataKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (HEX_KEY.test(value)) return Buffer.from(value, 'hex');
  if (!BASE64_KEY.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === DATA_KEY_BYTES ? key : undefined;
}

/** Every key of a comma-separated list, or undefined when any of them is malformed. */
export function parseDataKeys(text: string): Buffer[] | undefined {
  const keys = text.split(',').map(parseDataKey);
  return keys.length > 0 && keys.every((k) => k !== undefined) ? (keys as Buffer[]) : undefined;
}

/** A short public id of a key (not the key): the first 8 hex digits of its SHA-256. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

const rings = new Map<string, KeyRing>();

/** The key ring of a DATA_ENCRYPTION_KEY value; parsed once per value. */
export function keyRingFrom(text: string): KeyRing {
  const cached = rings.get(text);
  if (cached) return cached;
  const keys = parseDataKeys(text);
  if (!keys) throw new Error(`DATA_ENCRYPTION_KEY ${DATA_KEY_HELP}`);
  const dataKeys = keys.map((key) => ({ id: keyIdOf(key), key }));
  const ring: KeyRing = {
    current: dataKeys[0] as DataKey,
    byId: new Map(dataKeys.map((k) => [k.id, k])),
  };
  rings.set(text, ring);
  return ring;
}

/**
 * Encrypts with the current key. `context` (e.g. the owner's id) is authenticated, so a
 * ciphertext copied to another row or member does not decrypt.
 */
export function encrypt(ring: KeyRing, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return [FORMAT, ring.current.id, ...parts].join('.');
}

export function decrypt(ring: KeyRing, payload: string, context: string): string {
  const [format, keyId, iv, body, tag] = payload.split('.');
  if (format !== FORMAT || !keyId || !iv || body === undefined || !tag) {
    throw new DecryptionError('not a ciphertext of this format');
  }
  const dataKey = ring.byId.get(keyId);
  if (!dataKey) throw new DecryptionError(`key ${keyId} is not configured`);
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new DecryptionError('truncated ciphertext');
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tagBytes);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new DecryptionError('ciphertext was altered or belongs to another record');
  }
}

/** True when a ciphertext was made with an older key and should be re-encrypted. */
export function needsReencryption(ring: KeyRing, payload: string): boolean {
  return payload.split('.')[1] !== ring.current.id;
}
