import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import {
  alternateAll,
  atOneRate,
  oneRateLine,
  ratio,
  yesNo,
  type Figures,
  type Runner,
} from './compare.js';
import { withServerCpu } from './cpu.js';
import { checkoutPayBody, directCheckouts } from './checkout-direct.js';
import {
  createCheckoutSkus,
  loadCheckoutServer,
  orderBody,
  randomLines,
  type CheckoutSku,
} from './checkout-fixture.js';
import { sqlFloorCheckouts } from './checkout-floor.js';
import { countRoundTrips, type OrderRoundTrips } from './checkout-round-trips.js';
import { keepAliveClient } from './http-client.js';
import { describeMachine, loadNow } from './machine.js';
import { BENCH_SWITCHES_ENV, ROOT, serverEnv, startProcess, stopProcess } from './processes.js';
import { timed } from './wallet-direct.js';
import { createBenchMembers, type BenchMember } from './wallet-fixture.js';
import type { FloorDb } from './wallet-floor.js';

/**
 * `npm run bench:checkout`: an order placed (saveOrder) and paid from the e-wallet
 * (payOrder, PIN step-up) over HTTP by 32 concurrent buyers against the real server on
 * PostgreSQL, beside the same two service calls made directly in this process and beside the
 * order's SQL alone (two PL/pgSQL functions over the same pool), in one run, alternated
 * (HTTP, direct, floor, floor, direct, HTTP). Prints Markdown for docs/benchmarks.md.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 128);
/** BENCH_SKUS=1: every order buys the one SKU, to see its stock row as the hot spot */
const SKUS = Number(process.env.BENCH_SKUS ?? 64);
const APP_PORT = Number(process.env.BENCH_PORT ?? 18091);
/** unmeasured seconds per side first: a fresh server compiles its code for a while (bench:wallet) */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const GOAL = { ratio: 0.7, p99: 150, roundTrips: 15, floorCpu: 2.5 };

async function main() {
  await withBenchDatabase(process.env.BENCH_DB_PREFIX ?? 'checkout_bench', measure);
}

async function measure(db: BenchDatabase) {
  const env = serverEnv('checkout-bench-', {
    DATABASE_URL: db.url,
    SEED_ON_START: 'false',
    ...BENCH_SWITCHES_ENV,
  });
  const started = Date.now();
  const loadBefore = loadNow();
  const server = await loadCheckoutServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: true });
  try {
    const members = await createBenchMembers(server, deps, env.DATABASE_URL, MEMBERS, '1000000.00');
    const skus = await createCheckoutSkus(server, deps, SKUS);
    const trips = await countRoundTrips(server, deps, members[0]!, skus);
    const direct = await directCheckouts(server, deps, members, skus, CONNECTIONS);
    const floorAt = await sqlFloorCheckouts(
      deps.db as FloorDb,
      members,
      skus,
      { code: 'US', currency: 'USD', minorUnit: 2 },
      CONNECTIONS,
    );
    const app = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, APP_PORT);
    let figures: Figures[];
    let sameRate: [Figures, Figures];
    let measuredHalves: CallLatencies[] = [];
    const http = httpCheckouts(members, skus);
    try {
      const overHttp = withServerCpu(http.run, app.pid);
      figures = await alternateAll(
        [overHttp, withServerCpu(direct, process.pid), withServerCpu(floorAt(), process.pid)],
        { seconds: SECONDS, warmup: WARMUP },
      );
      // the calls' own latencies are those of the alternation (its first half the warm-up's)
      measuredHalves = http.halves.slice(1);
      const paced = (pace: number) => withServerCpu(floorAt(pace), process.pid);
      sameRate = await atOneRate(overHttp, paced, figures[0]!.rps, SECONDS);
    } finally {
      await stopProcess(app);
    }
    const verified = await server.verifyLedger(deps.db);
    const lines = [
      `Machine: ${await describeMachine(env.DATABASE_URL)}.`,
      `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadNow()}. Run took ${Math.round((Date.now() - started) / 1000)} s.`,
      `${CONNECTIONS} concurrent buyers among ${MEMBERS} members of US, each order 1–2 of ${SKUS} e-products (SKU ids ${skus[0]!.id}–${skus.at(-1)!.id}, picked uniformly at random, quantity 1; retail, no delivery) placed with saveOrder and paid with payOrder from the bonus account (PIN), a fresh Idempotency-Key per call; HTTP, direct and SQL floor measured ${SECONDS} s each as HTTP, direct, floor, floor, direct, HTTP halves after ${WARMUP} s of warm-up each. One "order" is both calls; its latency is the two together. CPU: user + system time per paid order of the Node process doing the work (the server for HTTP, this process for direct and floor), of every PostgreSQL process on the machine, and of the load generator (this process, for HTTP).`,
      '',
      ...report(figures as [Figures, Figures, Figures]),
      '',
      roundTripLine(trips),
      floorLine(figures as [Figures, Figures, Figures]),
      oneRateLine('order', ...sameRate),
      '',
      perCallLine(measuredHalves),
      '',
      `ledger:verify after the runs: ${verified.ok ? 'OK' : `FAILED: ${(verified.problems ?? []).join('; ')}`}.`,
    ];
    console.log(lines.join('\n'));
    if (!verified.ok) process.exitCode = 1;
  } finally {
    await server.closeDeps(deps);
  }
}

/**
 * POST saveOrder, then POST payOrder/:orderNo, by 32 buyers over keep-alive connections.
 * BENCH_CLIENT=fetch sends them with Node's fetch instead (the client of the figures before
 * 2026-11-25, which cost the shared cores about 0.8 ms per request).
 */
function httpCheckouts(members: BenchMember[], skus: CheckoutSku[]) {
  const base = `http://127.0.0.1:${APP_PORT}${API_BASE_PATH}/omn/order`;
  const client = keepAliveClient(CONNECTIONS);
  const send = async (url: string, headers: Record<string, string>, body: object) => {
    if (process.env.BENCH_CLIENT !== 'fetch') return client.postJson(url, headers, body);
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
  /** each call's latency, per half (the first is the warm-up) */
  const halves: CallLatencies[] = [];
  const post = async (call: keyof CallLatencies, url: string, token: string, body: object) => {
    const started = performance.now();
    const { status, json } = await send(
      url,
      { token, [HEADER.idempotencyKey]: randomUUID() },
      body,
    );
    halves.at(-1)![call].push(performance.now() - started);
    const answer = json as { code: number; data: { orderNo: string; amountDue: string } };
    if (status !== 200 || answer.code !== 0) throw new Error(`HTTP ${status}`);
    return answer.data;
  };
  const run: Runner = (seconds) => {
    halves.push({ saveOrder: [], payOrder: [] });
    return timed(CONNECTIONS, seconds, async () => {
      const member = members[Math.floor(Math.random() * members.length)]!;
      const body = orderBody(randomLines(skus));
      const saved = await post('saveOrder', `${base}/saveOrder`, member.token, body);
      const pay = checkoutPayBody(saved.amountDue);
      await post('payOrder', `${base}/payOrder/${saved.orderNo}`, member.token, pay);
    });
  };
  return { run, halves };
}

interface CallLatencies {
  saveOrder: number[];
  payOrder: number[];
}

/** Each HTTP call's own latency: median over the measured halves, worst half's p99 (as combine). */
function perCallLine(halves: CallLatencies[]): string {
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  };
  const of = (call: keyof CallLatencies) => {
    const p50 = quantile(
      halves.flatMap((h) => h[call]),
      0.5,
    );
    const p99 = Math.max(...halves.map((h) => quantile(h[call], 0.99)));
    return `${call} ${p50} / ${p99} ms`;
  };
  return `Each HTTP call alone, p50 / p99: ${of('saveOrder')}, ${of('payOrder')} (the table's latency is an order's two calls together).`;
}

/** One order's round trips to PostgreSQL against the goal (the floor's: one call each). */
function roundTripLine(trips: OrderRoundTrips): string {
  const all = trips.saveOrder + trips.payOrder;
  return `Round trips to PostgreSQL per order (counted on one order, the session's read, BEGIN and COMMIT included): saveOrder ${trips.saveOrder} + payOrder ${trips.payOrder} = **${all}** (goal ≤ ${GOAL.roundTrips}: ${yesNo(all <= GOAL.roundTrips)}); the SQL floor's 2.`;
}

/** The CPU of an order (Node + PostgreSQL) over HTTP and direct, against the floor's. */
function floorLine([http, direct, floor]: [Figures, Figures, Figures]): string {
  const both = (f: Figures) => (f.cpuUs ?? 0) + (f.pgCpuUs ?? 0);
  const over = (f: Figures) => both(f) / both(floor);
  return `CPU per order, Node + PostgreSQL, over the SQL floor's: HTTP **${over(http).toFixed(2)}×** (goal ≤ ${GOAL.floorCpu}: ${yesNo(over(http) <= GOAL.floorCpu)}), direct ${over(direct).toFixed(2)}× (${(both(http) / 1000).toFixed(2)} and ${(both(direct) / 1000).toFixed(2)} ms against ${(both(floor) / 1000).toFixed(2)} ms).`;
}

function report([http, direct, floor]: [Figures, Figures, Figures]): string[] {
  const r = ratio(http, direct);
  const ms = (us: number | undefined) => (us === undefined ? '—' : (us / 1000).toFixed(2));
  const cpu = (f: Figures, client: boolean) =>
    `${ms(f.cpuUs)} / ${ms(f.pgCpuUs)} / ${client ? ms(f.clientCpuUs) : '—'}`;
  const row = (name: string, f: Figures, client: boolean, goal = '—', met = '—') =>
    `| ${name} | ${f.rps} | ${f.p50} / ${f.p99} | ${cpu(f, client)} | ${f.errors} | ${goal} | ${met} |`;
  return [
    '| run | paid orders/s | p50 / p99 ms | CPU ms per order: Node / PostgreSQL / load generator | errors | goal | met |',
    '|---|---:|---:|---:|---:|---|---|',
    row(
      'HTTP: POST saveOrder + POST payOrder (e-wallet, PIN)',
      http,
      true,
      `≥ ${GOAL.ratio} of direct, p99 < ${GOAL.p99} ms`,
      `${r.toFixed(2)}: ${yesNo(r >= GOAL.ratio)}, p99 ${yesNo(http.p99 < GOAL.p99)}`,
    ),
    row('direct: saveOrder() + payOrder(), the same steps without HTTP', direct, false),
    row('SQL floor: the same locks and writes as two PL/pgSQL calls (no Node work)', floor, false),
    '',
    `Ratios: HTTP / direct ${r.toFixed(2)}, HTTP / SQL floor ${ratio(http, floor).toFixed(2)}, direct / SQL floor ${ratio(direct, floor).toFixed(2)}. This machine has ${availableParallelism()} cores, shared with anything else running.`,
  ];
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
