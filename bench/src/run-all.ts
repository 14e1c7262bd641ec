import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, type LoadResult } from './load.js';
import { ROOT, startProcess, stopProcess } from './processes.js';

/**
 * `npm run bench`: the portal's hot calls on PostgreSQL, each beside a bare Fastify route
 * running the same single query, measured in the same run; then login's argon2 cost and
 * whether a login burst starves other requests. Prints a Markdown table for docs/benchmarks.md.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 18080;
const BARE_PORT = 18081;

async function withAdmin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  const dbName = `portal_bench_${Date.now()}`;
  await withAdmin(`create database ${dbName}`);
  const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
  const env = {
    DATABASE_URL: dbUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
  };
  const app = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, APP_PORT);
  const bare = await startProcess(path.join(ROOT, 'bench/src/bare-server.ts'), env, BARE_PORT);
  try {
    const token = await login();
    const appUrl = `http://127.0.0.1:${APP_PORT}/frontend-server`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
    const configBody = JSON.stringify({
      companyCode: 'US',
      keys: ['global.site.switch', 'osswallet.currency.unit', 'IS_NEW_MENU'],
    });
    const pairs: Array<[string, LoadResult, LoadResult]> = [];
    const measure = async (
      name: string,
      portal: Parameters<typeof load>[0],
      baseline: Parameters<typeof load>[0],
    ) => {
      const p = await load({ seconds: SECONDS, ...portal });
      const b = await load({ seconds: SECONDS, ...baseline });
      pairs.push([name, p, b]);
      console.error(`${name}: portal ${p.rps}/s, bare ${b.rps}/s`);
    };
    await measure(
      'GET /sys/locale/serverDateTime',
      { url: `${appUrl}/sys/locale/serverDateTime` },
      { url: `${bareUrl}/serverDateTime` },
    );
    await measure(
      'POST /sys/config',
      { url: `${appUrl}/sys/config`, method: 'POST', body: configBody },
      { url: `${bareUrl}/config`, method: 'POST', body: configBody },
    );
    await measure(
      'GET /mm/member/current/info (authenticated)',
      { url: `${appUrl}/mm/member/current/info`, headers: { token } },
      { url: `${bareUrl}/member`, headers: { token } },
    );
    const loginFigures = await measureLogin(appUrl, token);
    printReport(pairs, loginFigures);
  } finally {
    await stopProcess(app);
    await stopProcess(bare);
    await withAdmin(`drop database if exists ${dbName} with (force)`);
  }
}

async function login(username = 'demo'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${APP_PORT}/frontend-server/bo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  const body = (await res.json()) as { code: number; data: { token: string }; msg: string };
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

/** Login throughput alone, then member-info throughput with and without a login burst beside it. */
async function measureLogin(appUrl: string, token: string) {
  const loginBody = JSON.stringify({ username: 'pcdemo', password: 'Demo1234' });
  const logins = await load({
    url: `${appUrl}/bo/login`,
    method: 'POST',
    body: loginBody,
    connections: 8,
    seconds: SECONDS,
  });
  const quiet = await load({
    url: `${appUrl}/mm/member/current/info`,
    headers: { token },
    seconds: SECONDS,
  });
  const [busy] = await Promise.all([
    load({ url: `${appUrl}/mm/member/current/info`, headers: { token }, seconds: SECONDS }),
    load({
      url: `${appUrl}/bo/login`,
      method: 'POST',
      body: loginBody,
      connections: 16,
      seconds: SECONDS,
    }),
  ]);
  return { logins, quiet, busy };
}

function printReport(
  pairs: Array<[string, LoadResult, LoadResult]>,
  l: Awaited<ReturnType<typeof measureLogin>>,
) {
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL local; ${SECONDS} s per run, 50 connections.`,
    '',
    '| call | portal req/s | p99 ms | bare route req/s | p99 ms | ratio |',
    '|---|---:|---:|---:|---:|---:|',
    ...pairs.map(
      ([name, p, b]) =>
        `| ${name} | ${p.rps} | ${p.p99} | ${b.rps} | ${b.p99} | ${(p.rps / b.rps).toFixed(2)} |`,
    ),
    '',
    `Login (argon2id m=19 MiB, t=2, p=1), 8 connections: ${l.logins.rps} logins/s, p99 ${l.logins.p99} ms.`,
    `Member info alone: ${l.quiet.rps} req/s (p99 ${l.quiet.p99} ms); during a 16-connection login burst: ${l.busy.rps} req/s (p99 ${l.busy.p99} ms), ratio ${(l.busy.rps / l.quiet.rps).toFixed(2)}.`,
    `Errors: ${[...pairs.flatMap(([, p, b]) => [p, b]), l.logins, l.quiet, l.busy].reduce((n, r) => n + r.errors + r.non2xx, 0)} failed or non-2xx answers in all runs.`,
  ];
  console.log(lines.join('\n'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
