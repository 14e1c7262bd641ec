import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, businessDay } from '@portal/contract';
import { query, withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { combine, yesNo, type Figures, type Runner } from './compare.js';
import { withServerCpu } from './cpu.js';
import { createDueAutoships } from './autoship-fixture.js';
import { directCheckouts } from './checkout-direct.js';
import { createCheckoutSkus, loadCheckoutServer, type CheckoutServer } from './checkout-fixture.js';
import { describeMachine, loadNow } from './machine.js';
import { BENCH_SWITCHES_ENV, ROOT, serverEnv } from './processes.js';
import { createBenchMembers } from './wallet-fixture.js';
import type { Deps } from './wallet-server.js';

/**
 * `npm run bench:autoship`: a day's autoship run on PostgreSQL. N autoships (default 100,000;
 * BENCH_AUTOSHIP_N) are due on one day, written straight into the database; then the run job's
 * flow (`runAutoships`, flows/autoship-run.flow.ts) works the day end to end as the hourly job
 * does, run after run until nothing is left: each period claimed, its type-66 order priced and
 * placed, its stock taken, the vaulted card charged at the card sandbox, the order paid and its
 * volume and points recorded. Beside it, in the same run, the checkout bench's direct checkout
 * (saveOrder + payOrder from the e-wallet, no HTTP) for a few seconds before and after the day
 * (halves, so a change in the machine's load weighs on both). The goal: a batch order costs at
 * most half the CPU (Node + PostgreSQL) of an interactive one. Prints Markdown.
 */
const N = Number(process.env.BENCH_AUTOSHIP_N ?? 100_000);
/** measured seconds of checkouts, half before the day's run and half after */
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 6);
const CHECKOUT_CONNECTIONS = 32;
const CHECKOUT_MEMBERS = 32;
const SKUS = 64;
/** a first, unmeasured day so the run's code is compiled and the pool warm */
const WARMUP = Math.min(400, Math.max(50, Math.round(N / 20)));
const GOAL = 0.5;

interface RunReport {
  claimed: number;
  paid: number;
  retrying: number;
  failed: number;
  skipped: number;
  pending: number;
}

interface AutoshipServer extends CheckoutServer {
  runAutoships(deps: Deps, day: string, by: string): Promise<RunReport>;
}

async function loadAutoshipServer(): Promise<AutoshipServer> {
  const file = path.join(ROOT, 'apps/server/src/flows/autoship-run.flow.js');
  const flow = (await import(pathToFileURL(file).href)) as object;
  return Object.assign(await loadCheckoutServer(), flow) as AutoshipServer;
}

async function main() {
  await withBenchDatabase(process.env.BENCH_DB_PREFIX ?? 'autoship_bench', measure);
}

async function measure(db: BenchDatabase) {
  const env = serverEnv('autoship-bench-', {
    DATABASE_URL: db.url,
    SEED_ON_START: 'false',
    ...BENCH_SWITCHES_ENV,
  });
  const started = Date.now();
  const loadBefore = loadNow();
  const server = await loadAutoshipServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: true });
  try {
    const members = await createBenchMembers(server, deps, db.url, CHECKOUT_MEMBERS, '1000000.00');
    const skus = await createCheckoutSkus(server, deps, SKUS);
    const warmDay = businessDay(new Date());
    const day = addDays(warmDay, 1);
    const loading = Date.now();
    const fixture = { sponsorId: members[0]!.id, skus };
    await createDueAutoships(db.url, { ...fixture, count: WARMUP, day: warmDay, tag: 'w' });
    const due = await createDueAutoships(db.url, { ...fixture, count: N, day, tag: 'd' });
    const loadSeconds = (Date.now() - loading) / 1000;

    const checkout = withServerCpu(
      await directCheckouts(server, deps, members, skus, CHECKOUT_CONNECTIONS),
      process.pid,
    );
    const dayRun = autoshipDay(server, deps, day);
    await checkout(2);
    await autoshipDay(server, deps, warmDay).run(0);
    const before = await checkout(CHECKOUT_SECONDS / 2);
    const autoship = await profiled(() => withServerCpu(dayRun.run, process.pid)(0));
    const after = await checkout(CHECKOUT_SECONDS / 2);
    const interactive = combine([before, after]);

    const runs = await runsByStatus(db.url, day);
    const verified = await server.verifyLedger(deps.db);
    const lines = [
      `Machine: ${await describeMachine(env.DATABASE_URL)}.`,
      `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadNow()}. Run took ${Math.round((Date.now() - started) / 1000)} s (fixture: ${N.toLocaleString('en')} autoships with ${due.lines.toLocaleString('en')} lines, their members and vaulted cards, in ${loadSeconds.toFixed(1)} s).`,
      `${N.toLocaleString('en')} autoships of company US due on ${day}, each its own member's, a vaulted sandbox card that approves, 1–2 of ${SKUS} e-products (quantity 1, nothing ships), worked by \`runAutoships\` (the hourly job's flow) in this process, one job run after another until one finds nothing (${dayRun.jobRuns} job runs: each claims and works at most 200 periods), after an unmeasured day of ${WARMUP}. Beside it, the checkout bench's direct checkout (saveOrder + payOrder from the e-wallet with PIN, no HTTP, ${CHECKOUT_CONNECTIONS} concurrent buyers among ${CHECKOUT_MEMBERS} members, same SKUs) for ${CHECKOUT_SECONDS / 2} s before and ${CHECKOUT_SECONDS / 2} s after the day, after 2 s of warm-up. CPU: user + system time per paid order of this process (Node) and of every PostgreSQL process on the machine.`,
      '',
      ...report(autoship, interactive),
      '',
      `Runs of ${day} by status: ${runs}. ledger:verify after the runs: ${verified.ok ? 'OK' : `FAILED: ${(verified.problems ?? []).join('; ')}`}.`,
    ];
    console.log(lines.join('\n'));
    if (!verified.ok || autoship.errors > 0) process.exitCode = 1;
  } finally {
    await server.closeDeps(deps);
  }
}

/**
 * The day's run as the hourly job would work it: `runAutoships` again and again until a run
 * claims and works nothing. One "call" is a paid order; errors are periods not paid.
 */
function autoshipDay(server: AutoshipServer, deps: Deps, day: string) {
  const state = { jobRuns: 0 };
  const run: Runner = async () => {
    const total: RunReport = {
      claimed: 0,
      paid: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
      pending: 0,
    };
    const began = performance.now();
    for (;;) {
      const report = await server.runAutoships(deps, day, 'operator:bench');
      state.jobRuns++;
      for (const key of Object.keys(total) as (keyof RunReport)[]) total[key] += report[key];
      const worked = report.paid + report.retrying + report.failed + report.skipped;
      if (report.claimed === 0 && worked === 0) break;
    }
    const seconds = (performance.now() - began) / 1000;
    const msPerOrder = total.paid ? Math.round((seconds * 1000) / total.paid) : 0;
    return {
      rps: Math.round(total.paid / seconds),
      calls: total.paid,
      p50: msPerOrder,
      p99: msPerOrder,
      errors: total.claimed - total.paid,
    };
  };
  return {
    run,
    get jobRuns() {
      return state.jobRuns;
    },
  };
}

/**
 * BENCH_AUTOSHIP_PROFILE=<file.cpuprofile>: the measured day under V8's sampling profiler
 * (this process only, so neither the fixture nor the checkouts), to see where a batch order's
 * Node time goes; open the file in Chrome's DevTools. The profiler itself costs some CPU.
 */
async function profiled<T>(work: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_AUTOSHIP_PROFILE;
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** How the day's runs ended, e.g. "paid 2,000". */
async function runsByStatus(databaseUrl: string, day: string): Promise<string> {
  const { rows } = await query<{ status: string; n: string }>(
    databaseUrl,
    'select status, count(*) as n from autoship_run where run_date = $1 group by status order by status',
    [day],
  );
  return rows.map((r) => `${r.status} ${Number(r.n).toLocaleString('en')}`).join(', ') || 'none';
}

function report(autoship: Figures, checkout: Figures): string[] {
  const total = (f: Figures) => (f.cpuUs ?? 0) + (f.pgCpuUs ?? 0);
  const ms = (us: number | undefined) => (us === undefined ? '—' : (us / 1000).toFixed(2));
  const part = (a: number | undefined, b: number | undefined) => (a && b ? a / b : 0);
  const ratio = part(total(autoship), total(checkout));
  const row = (name: string, f: Figures, goal = '—', met = '—') =>
    `| ${name} | ${f.calls.toLocaleString('en')} | ${f.rps} | ${ms(f.cpuUs)} / ${ms(f.pgCpuUs)} / ${ms(total(f))} | ${goal} | ${met} |`;
  return [
    '| run | paid orders | orders/s | CPU ms per order: Node / PostgreSQL / both | goal | met |',
    '|---|---:|---:|---:|---|---|',
    row(
      'autoship day: `runAutoships` until done (claim, place, charge the saved card, pay)',
      autoship,
      `≤ ${GOAL} of a checkout's CPU`,
      `${ratio.toFixed(2)}: ${yesNo(ratio <= GOAL)}`,
    ),
    row('interactive checkout: saveOrder() + payOrder() (e-wallet, PIN), direct', checkout),
    '',
    `Autoship / checkout CPU per order: Node ${part(autoship.cpuUs, checkout.cpuUs).toFixed(2)}, PostgreSQL ${part(autoship.pgCpuUs, checkout.pgCpuUs).toFixed(2)}, both ${ratio.toFixed(2)}. Wall time per autoship order ${autoship.p50} ms (one worker, one order at a time, as the job runs); the checkout's p50 / p99 ${checkout.p50} / ${checkout.p99} ms at ${CHECKOUT_CONNECTIONS} concurrent buyers.`,
  ];
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
