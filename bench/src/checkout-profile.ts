import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { directCheckouts } from './checkout-direct.js';
import { createCheckoutSkus, loadCheckoutServer } from './checkout-fixture.js';
import { withServerCpu } from './cpu.js';
import { sqlFloorCheckouts } from './checkout-floor.js';
import type { FloorDb } from './wallet-floor.js';
import { BENCH_SWITCHES_ENV, serverEnv } from './processes.js';
import { createBenchMembers } from './wallet-fixture.js';

/**
 * `npx tsx src/checkout-profile.ts`: the checkout bench's direct side alone (saveOrder +
 * payOrder by 32 buyers in this process), warmed up, then measured for BENCH_SECONDS; prints
 * the CPU per order of this process and of PostgreSQL. BENCH_CHECKOUT_PROFILE=<file.cpuprofile>
 * runs the measured part under V8's sampling profiler, to see where an order's Node time goes
 * (open it in Chrome's DevTools; the profiler itself costs some CPU). The HTTP side is profiled
 * with BENCH_SERVER_NODE_ARGS='--cpu-prof …' on `npm run bench:checkout` instead.
 * BENCH_BUYERS=1: one order at a time, so no statement waits on a lock and PostgreSQL's time
 * per statement (`pg_stat_statements`) is its CPU; BENCH_SIDE=floor measures the SQL floor's
 * two functions the same way.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FILE = process.env.BENCH_CHECKOUT_PROFILE;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 32);
const FLOOR = process.env.BENCH_SIDE === 'floor';

async function measure(db: BenchDatabase) {
  const env = serverEnv('checkout-profile-', {
    DATABASE_URL: db.url,
    SEED_ON_START: 'false',
    ...BENCH_SWITCHES_ENV,
  });
  const server = await loadCheckoutServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: true });
  try {
    const members = await createBenchMembers(server, deps, env.DATABASE_URL, 128, '1000000.00');
    const skus = await createCheckoutSkus(server, deps, 64);
    const company = { code: 'US', currency: 'USD', minorUnit: 2 };
    const runner = FLOOR
      ? (await sqlFloorCheckouts(deps.db as FloorDb, members, skus, company, BUYERS))()
      : await directCheckouts(server, deps, members, skus, BUYERS);
    const direct = withServerCpu(runner, process.pid);
    await direct(SECONDS);
    const session = new Session();
    session.connect();
    if (FILE) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const f = await direct(SECONDS);
    if (FILE) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(FILE, JSON.stringify(profile));
    }
    session.disconnect();
    const ms = (us?: number) => ((us ?? 0) / 1000).toFixed(2);
    console.log(
      `${f.calls} paid orders in ${SECONDS} s, p50 / p99 ${f.p50} / ${f.p99} ms; CPU ms per order: Node ${ms(f.cpuUs)}, PostgreSQL ${ms(f.pgCpuUs)}`,
    );
  } finally {
    await server.closeDeps(deps);
  }
}

withBenchDatabase('checkout_profile', measure).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
