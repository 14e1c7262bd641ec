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
import { loadRunner } from './load.js';
import { describeMachine, loadNow } from './machine.js';
import { BENCH_SWITCHES_ENV, ROOT, serverEnv, startProcess, stopProcess } from './processes.js';
import { directLedgerOnly, directTransfers, pinChecksOnly } from './wallet-direct.js';
import { createBenchMembers, randomTransfer, type BenchMember } from './wallet-fixture.js';
import { sqlFloorTransfers, type FloorDb } from './wallet-floor.js';
import { loadServer, type Deps, type Server } from './wallet-server.js';

/**
 * `npm run bench:wallet`: transfers over HTTP at 32 connections against the real server on
 * PostgreSQL, beside the same transfer logic called directly in this process and beside the
 * SQL floor (the same transfer as one PL/pgSQL call over the same pool), in one run; then the
 * two parts of a transfer on their own (ledger, PIN comparison) to show what bounds it.
 * Prints Markdown for docs/benchmarks.md.
 */
/** measured seconds per side of the HTTP/direct comparison, and per part afterwards */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
/** enough accounts that 32 concurrent transfers rarely wait on each other's row locks */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 256);
const APP_PORT = 18090;
/**
 * Unmeasured seconds per side before timing. A fresh server spent a sixth of its CPU in V8's
 * optimising compiler during a 2 s warm-up's first measured half (`perf record`, 2026-12-07),
 * a cost a running server paid long ago; ten seconds covers it on this machine.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const GOAL = { rps: 1000, p99: 100, ratio: 0.8, floorRatio: 0.5, floorCpu: 2 };

async function main() {
  await withBenchDatabase('wallet_bench', measure);
}

async function measure(db: BenchDatabase) {
  const env = serverEnv('wallet-bench-', {
    DATABASE_URL: db.url,
    SEED_ON_START: 'false',
    ...BENCH_SWITCHES_ENV,
  });
  const started = Date.now();
  const loadBefore = loadNow();
  const server = await loadServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: true });
  try {
    const members = await createBenchMembers(server, deps, env.DATABASE_URL, MEMBERS, '100000.00');
    const direct = await directTransfers(server, deps, members, CONNECTIONS);
    const floorAt = await sqlFloorTransfers(
      deps.db as FloorDb,
      members,
      await floorCompany(server, deps, members),
      CONNECTIONS,
    );
    const app = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, APP_PORT);
    let http: Figures;
    let inProcess: Figures;
    let sqlFloor: Figures;
    let sameRate: [Figures, Figures];
    try {
      const overHttp = withServerCpu(httpTransfers(members), app.pid);
      [http, inProcess, sqlFloor] = (await alternateAll(
        [overHttp, withServerCpu(direct, process.pid), withServerCpu(floorAt(), process.pid)],
        { seconds: SECONDS, warmup: WARMUP },
      )) as [Figures, Figures, Figures];
      const paced = (pace: number) => withServerCpu(floorAt(pace), process.pid);
      sameRate = await atOneRate(overHttp, paced, http.rps, SECONDS);
    } finally {
      await stopProcess(app);
    }
    const ledgerOnly = await directLedgerOnly(server, deps, members, CONNECTIONS);
    const ledger = await withServerCpu(ledgerOnly, process.pid)(SECONDS);
    const pins = await withServerCpu(await pinChecksOnly(deps, CONNECTIONS), process.pid)(SECONDS);
    const verified = await server.verifyWallet(deps.db);
    const lines = [
      `Machine: ${await describeMachine(env.DATABASE_URL)}.`,
      `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadNow()}. Run took ${Math.round((Date.now() - started) / 1000)} s.`,
      `${CONNECTIONS} concurrent callers, ${MEMBERS} accounts in one sponsor line, transfers of 0.01 with a fresh Idempotency-Key each; HTTP, direct and SQL floor measured ${SECONDS} s each as HTTP, direct, floor, floor, direct, HTTP halves after ${WARMUP} s of warm-up each. CPU: user + system time per successful transfer of the Node process doing the work (the server for HTTP, this process for direct; argon2's threads included), of every PostgreSQL process on the machine, and of the load generator.`,
      '',
      ...report({ http, direct: inProcess, floor: sqlFloor, ledger, pins }),
      '',
      oneRateLine('transfer', ...sameRate),
      '',
      `ledger:verify after the runs: ${verified.ok ? 'OK' : `FAILED: ${verified.problems.join('; ')}`}.`,
    ];
    console.log(lines.join('\n'));
    if (!verified.ok) process.exitCode = 1;
  } finally {
    await server.closeDeps(deps);
  }
}

/** The bench company's money and limits, as the server reads them, for the SQL floor. */
async function floorCompany(server: Server, deps: Deps, members: BenchMember[]) {
  const auth = (await server.resolveSession(deps, members[0]!.token))!;
  const money = (await server.companyMoney(deps.db, auth.companyCode)) as {
    companyCode: string;
    code: string;
    timeZone: string;
  };
  const limits = (await server.transferLimitAmounts(deps.db, money)) as {
    single: bigint;
    daily: bigint;
  };
  return { code: money.companyCode, currency: money.code, timeZone: money.timeZone, ...limits };
}

/** POST /bo/ewallet/transfer from random members to random members of the line. */
function httpTransfers(members: BenchMember[]): Runner {
  return loadRunner({
    url: `http://127.0.0.1:${APP_PORT}${API_BASE_PATH}/bo/ewallet/transfer`,
    method: 'POST',
    connections: CONNECTIONS,
    setupRequest: (req) => {
      const { from, body } = randomTransfer(members, '0.01');
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          token: from.token,
          [HEADER.idempotencyKey]: randomUUID(),
        },
        body: JSON.stringify(body),
      };
    },
  });
}

interface WalletFigures {
  http: Figures;
  direct: Figures;
  floor: Figures;
  ledger: Figures;
  pins: Figures;
}

function report({ http, direct, floor, ledger, pins }: WalletFigures): string[] {
  const r = ratio(http, direct);
  const rf = ratio(http, floor);
  const ms = (us: number | undefined) => (us === undefined ? '—' : (us / 1000).toFixed(2));
  // direct runs are measured in this process, so its time is the worker's, not a client's
  const cpu = (f: Figures, client: boolean) =>
    `${ms(f.cpuUs)} / ${ms(f.pgCpuUs)} / ${client ? ms(f.clientCpuUs) : '—'}`;
  const row = (name: string, f: Figures, client: boolean, goal = '—', met = '—') =>
    `| ${name} | ${f.rps} | ${f.p50} / ${f.p99} | ${cpu(f, client)} | ${f.errors} | ${goal} | ${met} |`;
  const cores = (f: Figures, client: boolean) =>
    (((f.cpuUs ?? 0) + (f.pgCpuUs ?? 0) + (client ? (f.clientCpuUs ?? 0) : 0)) * GOAL.rps) / 1e6;
  return [
    '| run | transfers/s | p50 / p99 ms | CPU ms per transfer: Node / PostgreSQL / load generator | errors | goal | met |',
    '|---|---:|---:|---:|---:|---|---|',
    row(
      'HTTP: POST /bo/ewallet/transfer (session, validation, idempotency, PIN, ledger)',
      http,
      true,
      `≥ ${GOAL.floorRatio} of the SQL floor, p99 < ${GOAL.p99} ms`,
      `${rf.toFixed(2)}: ${yesNo(rf >= GOAL.floorRatio)}, p99 ${yesNo(http.p99 < GOAL.p99)}`,
    ),
    row(
      'direct: transfer() service, the same steps without HTTP',
      direct,
      false,
      `HTTP ≥ ${GOAL.ratio} of this`,
      `${r.toFixed(2)}: ${yesNo(r >= GOAL.ratio)}`,
    ),
    row(
      'SQL floor: the same transfer as one PL/pgSQL call over the same pool (no Node work)',
      floor,
      false,
    ),
    row(
      'direct: ledger part only (postTransfer: the one statement, its answer stored under a fresh key; no PIN, no session)',
      ledger,
      false,
    ),
    row('direct: PIN comparison only (HMAC-SHA-256 under the pepper, no database)', pins, false),
    '',
    floorCpuLine(http, floor),
    '',
    `At the CPU measured per transfer, ${GOAL.rps.toLocaleString('en')} transfers/s would need ${cores(http, true).toFixed(1)} cores over HTTP, ${cores(direct, false).toFixed(1)} called directly, ${cores(floor, false).toFixed(1)} at the SQL floor and ${cores(ledger, false).toFixed(1)} for the ledger part alone; this machine has ${availableParallelism()}, shared with anything else running.`,
  ];
}

/** The goal that does not move with the machine: HTTP's Node + PostgreSQL CPU over the floor's. */
function floorCpuLine(http: Figures, floor: Figures): string {
  const sum = (f: Figures) => (f.cpuUs ?? 0) + (f.pgCpuUs ?? 0);
  if (!sum(floor)) return "CPU over the floor's: not measured.";
  const r = sum(http) / sum(floor);
  return `**A transfer over HTTP costs ${r.toFixed(2)}× the SQL floor's CPU** (Node + PostgreSQL, ${(sum(http) / 1000).toFixed(2)} against ${(sum(floor) / 1000).toFixed(2)} ms; goal ≤ ${GOAL.floorCpu}×: ${yesNo(r <= GOAL.floorCpu)}).`;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
