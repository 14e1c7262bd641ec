import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
// ports, not module faces: every module imports AppDeps, so deps.ts imports no module
import type { Clock, JobQueue, Mailer, UsAddressVerifier } from './lib/ports/index.js';
import type { PasswordHasher } from './lib/password.js';
import type { PinHasher } from './lib/pin-hash.js';
import type { ThrottleStore } from './lib/throttle.js';

/** What services need from the outside world; built once in main.ts or a test. */
export interface AppDeps {
  config: AppConfig & { silentLoginSecret: string; encryptionKey: string };
  db: Db;
  hasher: PasswordHasher;
  /** PINs: HMAC under a pepper outside the database (argon2id ones are re-keyed) */
  pins: PinHasher;
  throttle: ThrottleStore;
  mailer: Mailer;
  /** background and scheduled work (src/jobs) */
  jobs: JobQueue<AppDeps>;
  /** the current time; tests move it to exercise expiry */
  now: Clock;
  // addresses
  /** verifies US addresses (an offline table check by default) */
  addressVerifier: UsAddressVerifier;
}
