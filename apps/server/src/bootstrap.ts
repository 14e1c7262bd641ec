import type { AppConfig } from './config.js';
import { createDb, type Db } from './db/client.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';
import { seedDemoOperators } from './seed/operators.js';
import { ensureBuiltInRoles } from './modules/operator/index.js';
import type { AppDeps } from './deps.js';
import { keyRingFrom } from './lib/encryption.js';
import { PasswordHasher } from './lib/password.js';
import { PinHasher } from './lib/pin-hash.js';
import { resolveSecret } from './lib/secrets.js';
import { createThrottleStore } from './lib/throttle.js';
import { createJobQueue, jobSchemaFor } from './jobs/job-queue.js';
import { JOBS } from './jobs/registry.js';
import { createMailer } from './modules/mail/index.js';
// addresses
import { offlineUsAddressVerifier } from './modules/address/index.js';
// seeded order history
import { seedOrderHistory } from './seed/order-history.js';
// library
import { seedLibrary } from './seed/library.js';
// modules react to each other through events, subscribed in their descriptors
import { buildEventRegistry, useEventRegistry, type AnySubscriber } from './lib/events/index.js';
import { MODULE_SUBSCRIBERS } from './app-modules/index.js';

type Log = (msg: string, extra?: Record<string, unknown>) => void;

/**
 * Builds every dependency from the configuration; the database is migrated before use. The job
 * queue is installed too, and with JOBS_IN_PROCESS its workers and schedules start here.
 */
export async function createDeps(
  config: AppConfig,
  opts: {
    db?: Db;
    log?: Log;
    migrate?: boolean;
    seed?: boolean;
    jobSchema?: string;
    /** subscribers besides the modules' (a test's own payment purpose), run after them */
    subscribers?: readonly AnySubscriber[];
  } = {},
): Promise<AppDeps> {
  const log: Log = opts.log ?? (() => {});
  // every module's answers to the others' events, before any job, webhook or seed publishes
  // one; a required event nothing subscribes to stops the start here, naming the event
  useEventRegistry(buildEventRegistry([...MODULE_SUBSCRIBERS, ...(opts.subscribers ?? [])]));
  const db =
    opts.db ??
    createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...config.db,
      onConnectionError: (error) => log('database connection lost', { err: error.message }),
    });
  if (opts.migrate !== false) {
    const applied = await migrateToLatest(db);
    if (applied.length) log('migrations applied', { applied });
    // the console's built-in roles follow the contract's list of permissions
    await ensureBuiltInRoles({ db });
  }
  const hasher = new PasswordHasher(config.hashConcurrency);
  if (opts.seed ?? config.seedOnStart) {
    const seeded = await seedIfEmpty(db, hasher);
    if (seeded) log('database seeded with demo data');
  }
  const silentLoginSecret = resolveSecret(
    config.dataDir,
    'silent-login-secret',
    config.silentLoginSecret,
  );
  const jobs = createJobQueue(db, {
    databaseUrl: config.databaseUrl,
    schema: opts.jobSchema ?? jobSchemaFor(),
    jobs: JOBS,
    log,
  });
  const deps: AppDeps = {
    config: { ...config, silentLoginSecret, encryptionKey: dataEncryptionKey(config) },
    db,
    hasher,
    pins: new PinHasher(
      resolveSecret(config.dataDir, 'pin-pepper', config.pinPepper),
      hasher,
      // a quarter of the pool at most waits on PIN row locks
      Math.max(1, Math.floor(config.db.poolSize / 4)),
    ),
    throttle: createThrottleStore(config.redisUrl),
    jobs,
    mailer: createMailer({
      db,
      jobs,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (m, e) => log(m, e),
    }),
    now: () => new Date(),
    // addresses
    addressVerifier: offlineUsAddressVerifier,
  };
  // seeded order history: through the order service, so it needs the dependencies
  if (opts.seed ?? config.seedOnStart) {
    const orders = await seedOrderHistory(deps);
    log('seeded order history checked', { orders });
    // library: files go to the configured file store, so it needs the configuration
    const documents = await seedLibrary(deps);
    if (documents) log('seeded library documents', { documents });
    // the console's demo operators: their TOTP secret is stored encrypted under the key ring
    await seedDemoOperators(deps);
  }
  await jobs.start({ work: config.jobsInProcess, deps });
  return deps;
}

/** The key ring is checked now, so a corrupt key file stops the start, not a request. */
function dataEncryptionKey(config: AppConfig): string {
  const key = resolveSecret(config.dataDir, 'data-encryption-key', config.dataEncryptionKey);
  keyRingFrom(key);
  return key;
}

export async function closeDeps(deps: AppDeps) {
  // running jobs finish (or are failed, to be retried) while the database is still open
  await deps.jobs.stop(deps.config.shutdownTimeoutMs);
  await deps.throttle.close();
  await deps.db.destroy();
}
