import { createHmac, timingSafeEqual } from 'node:crypto';
import { DATA_KEY_HELP, keyIdOf, parseDataKeys } from './encryption.js';
import type { PasswordHasher } from './password.js';
import { Semaphore } from './semaphore.js';

/**
 * PINs are stored as HMAC-SHA-256 under a pepper kept outside the database (PIN_PEPPER, or
 * a key generated into DATA_DIR). A 6-digit PIN has 10^6 values: whoever holds the table
 * tries them all against a slow hash in minutes, but cannot try one without the pepper.
 * Why, and what it costs: docs/wallet.md "PINs".
 *
 * Format: `hmac1.<key id>.<mac>` (base64url mac). The key id names the pepper, so peppers
 * rotate: PIN_PEPPER may list several keys, comma-separated; the first makes new PINs, all
 * of them check old ones, and a PIN under an older key (or an argon2id hash from before
 * peppers) is re-keyed on its next right check.
 */
const FORMAT = 'hmac1';
const LEGACY_PREFIX = '$argon2';

export const PIN_PEPPER_HELP = DATA_KEY_HELP.replace('encrypts', 'makes new PINs');

export interface PinKey {
  id: string;
  key: Buffer;
}

export type PinCheck = { right: false } | { right: true; rekeyed?: string };

export class PinHasher {
  private readonly current: PinKey;
  private readonly byId: ReadonlyMap<string, PinKey>;
  private readonly gate: Semaphore;

  /**
   * `pepper`: one or more 32-byte keys (hex or base64), comma-separated, the current first.
   * `judging`: PIN judgements that may hold a database connection at once (see `judging`).
   */
  constructor(
    pepper: string,
    private readonly legacy: PasswordHasher,
    judging = 4,
  ) {
    this.gate = new Semaphore(judging);
    const keys = parseDataKeys(pepper);
    if (!keys) throw new Error(`PIN_PEPPER ${PIN_PEPPER_HELP}`);
    const pinKeys = keys.map((key) => ({ id: keyIdOf(key), key }));
    this.current = pinKeys[0] as PinKey;
    this.byId = new Map(pinKeys.map((k) => [k.id, k]));
  }

  /**
   * Runs one PIN judgement (a transaction holding the PIN row's lock) in a bounded slot. A
   * burst of attempts by one member queues on that row lock, each holding a pool connection
   * while it waits; without a bound, a burst of transfers fills the pool with such waiters and
   * every other request times out waiting for a connection. Waiting here costs no connection.
   */
  judging<T>(task: () => Promise<T>): Promise<T> {
    return this.gate.run(task);
  }

  /** The stored form of a new PIN, under the current key. Cheap: no hashing slot needed. */
  hash(memberId: number, pin: string): string {
    return [FORMAT, this.current.id, mac(this.current, memberId, pin)].join('.');
  }

  /**
   * Compares `pin` with a stored PIN in constant time. A right PIN not under the current key
   * comes back `rekeyed`: the caller stores that in its place.
   */
  async check(stored: string, memberId: number, pin: string): Promise<PinCheck> {
    if (stored.startsWith(LEGACY_PREFIX)) {
      // argon2id from before peppers: slow, through the password hasher's slots
      const right = await this.legacy.verify(stored, pin);
      return right ? { right, rekeyed: this.hash(memberId, pin) } : { right };
    }
    const [format, keyId, given] = stored.split('.');
    if (format !== FORMAT || !keyId || !given) throw new Error('unknown PIN hash format');
    const key = this.byId.get(keyId);
    // a lost pepper is an operator's fault, never a member's wrong PIN: no failure counted
    if (!key) throw new Error(`PIN key ${keyId} is not in PIN_PEPPER`);
    const right = safeEqualB64(given, mac(key, memberId, pin));
    if (!right) return { right };
    return key === this.current ? { right } : { right, rekeyed: this.hash(memberId, pin) };
  }

  /** Whether a stored PIN is under the current key (for tests and operators). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${FORMAT}.${this.current.id}.`);
  }
}

/** The member id is part of the message: two members with one PIN store different values. */
function mac(key: PinKey, memberId: number, pin: string): string {
  return createHmac('sha256', key.key).update(`pin:${memberId}:${pin}`).digest('base64url');
}

function safeEqualB64(a: string, b: string): boolean {
  const x = Buffer.from(a, 'base64url');
  const y = Buffer.from(b, 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}
