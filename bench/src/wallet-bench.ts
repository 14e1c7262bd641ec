import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, startProcess, stopProcess } from './processes.js';
import {
  directLedgerOnly,
  directTransfers,
  pinChecksOnly,
  type DirectResult,
} from './wallet-direct.js';
import { createBenchMembers, randomTransfer, type BenchMember } from './wallet-fixture.js';
import { loadServer } from './wallet-server.js';

/**
 * `npm run bench:wallet`: transfers over HTTP at 32 connections against the real server on
 * PostgreSQL, beside the same transfer logic called directly in this process, in one run.
 * Prints a Markdown section for docs/benchmarks.md.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const MEMBERS = 64;
const APP_PORT = 18090;
const GOAL = { rps: 1000, p99: 100, ratio: 0.8 };

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  const dbName = `wallet_bench_${Date.now()}`;
  await admin(`create database ${dbName}`);
  const env = {
    DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wallet-bench-')),
    SEED_ON_START: 'false',
  };
  const server = await loadServer();
  const deps = await server.createDeps(server.loadConfig(env), { seed: true });
  try {
    const members = await createBenchMembers(server, deps, env.DATABASE_URL, MEMBERS, '100000.00');
    const app = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, APP_PORT);
    let http: DirectResult & { non2xx: number };
    try {
      http = await httpTransfers(members);
    } finally {
      await stopProcess(app);
    }
    const direct = await directTransfers(server, deps, members, CONNECTIONS, SECONDS);
    const ledger = await directLedgerOnly(server, deps, members, CONNECTIONS, SECONDS);
    const pins = await pinChecksOnly(deps, CONNECTIONS, SECONDS);
    const verified = await server.verifyWallet(deps.db);
    printReport(http, direct, { ledger, pins }, verified.ok);
  } finally {
    await server.closeDeps(deps);
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

async function httpTransfers(members: BenchMember[]) {
  const r = await autocannon({
    url: `http://127.0.0.1:${APP_PORT}${API_BASE_PATH}/bo/ewallet/transfer`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
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
      },
    ],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

function printReport(
  http: DirectResult & { non2xx: number },
  direct: DirectResult,
  parts: { ledger: DirectResult; pins: DirectResult },
  verified: boolean,
) {
  const ratio = http.rps / direct.rps;
  const row = (name: string, r: DirectResult) =>
    `| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`;
  console.log(
    [
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL local; ${SECONDS} s per run, ${CONNECTIONS} concurrent callers, ${MEMBERS} accounts in one sponsor line, transfers of 0.01 with a fresh Idempotency-Key each.`,
      '',
      '| run | per second | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      row('HTTP: POST /bo/ewallet/transfer (session, validation, idempotency, PIN, ledger)', {
        ...http,
        errors: http.errors + http.non2xx,
      }),
      row('direct: transfer() service, same steps without HTTP', direct),
      row(
        'direct: ledger part only (applyTransfer in a transaction; no PIN, no idempotency)',
        parts.ledger,
      ),
      row('direct: PIN check only (argon2id verify, HASH_CONCURRENCY default)', parts.pins),
      '',
      `HTTP / direct: ${ratio.toFixed(2)} (goal ≥ ${GOAL.ratio}). Goal ${GOAL.rps} transfers/s with p99 < ${GOAL.p99} ms over HTTP: ${http.rps >= GOAL.rps && http.p99 < GOAL.p99 ? 'met' : 'not met'}. ledger:verify after the runs: ${verified ? 'OK' : 'FAILED'}.`,
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
