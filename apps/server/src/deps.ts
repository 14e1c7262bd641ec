import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './modules/mail/index.js';
// orders (issue 13)
import type { AddressLookup } from './modules/order/index.js';
// addresses
import type { AddressInUse, UsAddressVerifier } from './modules/address/index.js';
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
  jobs: JobQueue;
  /** the current time; tests move it to exercise expiry */
  now: () => Date;
  guards: ModuleGuards;
  // addresses
  /** verifies US addresses (an offline table check by default) */
  addressVerifier: UsAddressVerifier;
}

/**
 * Questions one module asks and another answers, wired in bootstrap.ts so that neither module
 * imports the other (the import rule of docs/ARCHITECTURE.md allows no cycle).
 */
export interface ModuleGuards {
  /** bank, before deleting an account; the wallet answers: not while a withdrawal pays to it */
  bankAccountInUse: (db: Db, bankAccountId: number) => Promise<boolean>;
  // orders (issue 13)
  /** the order, for the address it snapshots; the address book answers (bootstrap.ts) */
  orderAddress: AddressLookup;
  // addresses
  /** address, before deleting one; the order module answers: not while an unshipped order uses it */
  addressInUse: AddressInUse;
  // organization: the sponsor tree by generations marks the unilevel levels a rank opens
  /** how many unilevel levels a rank code opens; the bonus plan answers (bootstrap.ts) */
  unilevelLevelsOpen: (rank: string) => number;
}
