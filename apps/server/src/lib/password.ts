import argon2 from 'argon2';
import { Semaphore } from './semaphore.js';

/** OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing is deliberately slow; capping it keeps a burst of logins from starving every
 * other request of CPU (the event loop stays free while hashes queue).
 */
export class PasswordHasher {
  private readonly gate: Semaphore;
  constructor(concurrency: number) {
    this.gate = new Semaphore(concurrency);
  }
  hash(plain: string): Promise<string> {
    return this.gate.run(() => argon2.hash(plain, ARGON2_OPTIONS));
  }
  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await this.gate.run(() => argon2.verify(hash, plain));
    } catch {
      return false;
    }
  }
}

/** Hash of a random password, verified against when the login name is unknown, so both cases cost the same. */
export const DUMMY_HASH_INPUT = 'timing-equaliser-not-a-password';
