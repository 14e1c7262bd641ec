import type { AppConfig } from './config.js';
import { createDb, type Db } from './db/client.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './seed/index.js';
import type { AppDeps } from './deps.js';
import { keyRingFrom } from './lib/encryption.js';
import { PasswordHasher } from './lib/password.js';
import { PinHasher } from './lib/pin-hash.js';
import { resolveSecret } from './lib/secrets.js';
import { createThrottleStore } from './lib/throttle.js';
import { createJobQueue, jobSchemaFor } from './jobs/job-queue.js';
import { JOBS } from './jobs/registry.js';
import { createMailer } from './modules/mail/index.js';
import { isBankAccountInUse } from './modules/wallet/index.js';
// orders and addresses (issue 13): the order copies the address book's address
import { orderAddressFromBook } from './flows/order-address.js';
// addresses
import { offlineUsAddressVerifier } from './modules/address/index.js';
// address-in-use guard (issue 13): the order module answers the address book's delete guard
import { addressInUseByOrder } from './flows/address-in-use.js';
// seeded order history (issue 13)
import { seedOrderHistory } from './seed/order-history.js';
// library (issue 16)
import { seedLibrary } from './seed/library.js';
// payment (issue 13)
import { registerOrderPayments } from './flows/order-payment.flow.js';
// trees: the order module reports paid and refunded volume through this hook
import { setOrderVolumeHook } from './modules/order/index.js';
// organization trees: a paid or refunded order changes its buyer's cycle volume (docs/trees.md)
import { recordOrderVolume } from './modules/organization/index.js';
import { unilevelLevelsOpen } from './modules/bonus/index.js';
// vacation points (issue 14): earned and taken back on the same hook, in the same transaction
import { recordVacationPoints } from './modules/vacation/index.js';

type Log = (msg: string, extra?: Record<string, unknown>) => void;

/**
 * Builds every dependency from the configuration; the database is migrated before use. The job
 * queue is installed too, and with JOBS_IN_PROCESS its workers and schedules start here.
 */
export async function createDeps(
  config: AppConfig,
  opts: { db?: Db; log?: Log; migrate?: boolean; seed?: boolean; jobSchema?: string } = {},
): Promise<AppDeps> {
  const log: Log = opts.log ?? (() => {});
  // orders report each paid or refunded order's BV to the trees, in the order's transaction
  setOrderVolumeHook(async (trx, change) => {
    await recordOrderVolume(trx, change);
    await recordVacationPoints(trx, change);
  });
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
    guards: {
      bankAccountInUse: isBankAccountInUse,
      // orders (issue 13): the address an order snapshots, read from the address book
      orderAddress: orderAddressFromBook,
      // addresses (issue 13): not while an unshipped order is delivered to it
      addressInUse: addressInUseByOrder,
      // the sponsor tree's generations: the plan's table of unilevel levels by rank
      unilevelLevelsOpen,
    },
    // addresses
    addressVerifier: offlineUsAddressVerifier,
  };
  // payment (issue 13): the order's settlement hooks, before any job or webhook may settle
  registerOrderPayments();
  // seeded order history (issue 13): through the order service, so it needs the dependencies
  if (opts.seed ?? config.seedOnStart) {
    const orders = await seedOrderHistory(deps);
    log('seeded order history checked', { orders });
    // library (issue 16): files go to DATA_DIR/library, so it needs the configuration
    const documents = await seedLibrary(deps);
    if (documents) log('seeded library documents', { documents });
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
