import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { PasswordHasher } from './lib/password.js';
import type { ThrottleStore } from './lib/throttle.js';

/** What services need from the outside world; built once in main.ts or a test. */
export interface AppDeps {
  config: AppConfig & { silentLoginSecret: string; encryptionKey: string };
  db: Db;
  hasher: PasswordHasher;
  throttle: ThrottleStore;
  mailer: Mailer;
  /** background and scheduled work (src/jobs) */
  jobs: JobQueue;
  /** the current time; tests move it to exercise expiry */
  now: () => Date;
}
