import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { alternate, atOneRate, ratio, yesNo, type Figures } from './compare.js';
import { withServerCpu } from './cpu.js';
import { loadRunner, type LoadOptions } from './load.js';
import { loginReport, measureLogin } from './login-bench.js';
import { describeMachine, loadNow } from './machine.js';
import { BENCH_SWITCHES_ENV, ROOT, serverEnv, startProcess, stopProcess } from './processes.js';

/**
 * `npm run bench`: the portal's hot calls on PostgreSQL, each beside a bare Fastify route
 * running the same single query, measured in the same run; then login's argon2 cost and
 * whether a login flood starves other requests. Prints Markdown for docs/benchmarks.md.
 */
/** measured seconds per side of each comparison */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 18080;
const BARE_PORT = 18081;
const CONNECTIONS = 50;
const GOAL = { rps: 5000, ratio: 0.75, cpuRatio: 1.3 };

interface Pair {
  name: string;
  portal: Figures;
  bare: Figures;
}

async function main() {
  await withBenchDatabase('portal_bench', measure);
}

async function measure(db: BenchDatabase) {
  // SEED_ON_START left at its default: the calls log in as the seeded demo accounts
  const env = serverEnv('bench-', {
    DATABASE_URL: db.url,
    // the login flood comes from many addresses, given in X-Forwarded-For
    TRUST_PROXY: 'true',
    // as in the other benches: the per-minute jobs and the queue's polling are no part of a
    // call's cost, and the bare route runs none of them
    ...BENCH_SWITCHES_ENV,
  });
  const started = Date.now();
  const loadBefore = loadNow();
  const app = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, APP_PORT);
  // the portal is stopped even when the bare route fails to start
  const bare = await startProcess(
    path.join(ROOT, 'bench/src/bare-server.ts'),
    env,
    BARE_PORT,
  ).catch(async (error: unknown) => {
    await stopProcess(app);
    throw error;
  });
  try {
    const token = await login();
    const appUrl = `http://127.0.0.1:${APP_PORT}/frontend-server`;
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
    const configBody = JSON.stringify({
      companyCode: 'US',
      keys: ['global.site.switch', 'osswallet.currency.unit', 'IS_NEW_MENU'],
    });
    const pairs: Pair[] = [];
    const measure = async (name: string, portal: LoadOptions, baseline: LoadOptions) => {
      const [p, b] = await alternate(
        withServerCpu(loadRunner(portal), app.pid),
        withServerCpu(loadRunner(baseline), bare.pid),
        { seconds: SECONDS, rounds: 2 },
      );
      pairs.push({ name, portal: p, bare: b });
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
    // since the standing service, member info also reads the member's standing: a bare route
    // with both statements is the like-for-like baseline of the HTTP layer's cost
    const portalInfo = { url: `${appUrl}/mm/member/current/info`, headers: { token } };
    const bareStanding = { url: `${bareUrl}/member-standing`, headers: { token } };
    await measure(
      'GET /mm/member/current/info beside a bare route with the standing read too',
      portalInfo,
      bareStanding,
    );
    // the portal reaches a lower rate than the bare route on shared cores, and a call's CPU grows
    // as its rate falls (its own wake-ups): the bare route again, held to the portal's rate
    const standingPair = pairs[pairs.length - 1]!;
    const [onePortal, oneBare] = await atOneRate(
      withServerCpu(loadRunner(portalInfo), app.pid),
      (pace) => withServerCpu(loadRunner({ ...bareStanding, overallRate: pace }), bare.pid),
      standingPair.portal.rps,
      SECONDS,
    );
    const logins = await measureLogin(appUrl, token, SECONDS, app.pid);
    const lines = [
      `Machine: ${await describeMachine(db.url)}.`,
      `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadNow()}. Run took ${Math.round((Date.now() - started) / 1000)} s.`,
      `Each figure: ${SECONDS} s of load at ${CONNECTIONS} connections, taken in quarters as portal, bare, bare, portal, portal, bare, bare, portal after 2 s of warm-up each. CPU µs/call: the serving process's user + system CPU time per successful call.`,
      '',
      ...pairsReport(pairs),
      oneRateInfoLine(onePortal, oneBare),
      '',
      ...loginReport(logins, await hashConcurrency(env)),
    ];
    console.log(lines.join('\n'));
  } finally {
    await stopProcess(app);
    await stopProcess(bare);
  }
}

async function login(username = 'demo'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${APP_PORT}/frontend-server/bo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  const body = (await res.json()) as { code: number; data: { token: string }; msg: string };
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

/** The cap the server ran with: its own configuration code, read with the same environment. */
async function hashConcurrency(env: Record<string, string>): Promise<number> {
  const configUrl = pathToFileURL(path.join(ROOT, 'apps/server/src/config.js')).href;
  const config = (await import(configUrl)) as {
    loadConfig(e: Record<string, string | undefined>): { hashConcurrency: number };
  };
  return config.loadConfig({ ...process.env, ...env }).hashConcurrency;
}

function pairsReport(pairs: Pair[]): string[] {
  return [
    '| call | portal req/s | p50 / p99 ms | CPU µs/call | bare route req/s | p50 / p99 ms | CPU µs/call | ratio | goal | met |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...pairs.map(({ name, portal: p, bare: b }) => {
      const r = ratio(p, b);
      const goal = name.startsWith('GET /mm/member')
        ? [
            `≥ ${GOAL.rps.toLocaleString('en')} req/s and ≥ ${GOAL.ratio} of bare`,
            `rate ${yesNo(p.rps >= GOAL.rps)}, ratio ${yesNo(r >= GOAL.ratio)}`,
          ]
        : ['—', '—'];
      return `| ${name} | ${p.rps} | ${p.p50} / ${p.p99} | ${p.cpuUs ?? '—'} | ${b.rps} | ${b.p50} / ${b.p99} | ${b.cpuUs ?? '—'} | ${r.toFixed(2)} | ${goal.join(' | ')} |`;
    }),
    '',
    ...pairs.filter((x) => x.name.startsWith('GET /mm/member')).map(cpuBudget),
    '',
    ...pairs.filter((x) => x.name.includes('standing read')).map(cpuRatio),
    '',
    `Errors: ${pairs.reduce((n, x) => n + x.portal.errors + x.bare.errors, 0)} failed or non-2xx answers in these runs.`,
  ];
}

/** What the goal rate costs in cores, from the CPU each side spent per call. */
function cpuBudget({ portal, bare }: Pair): string {
  const total = (f: Figures) => (f.cpuUs ?? 0) + (f.pgCpuUs ?? 0) + (f.clientCpuUs ?? 0);
  const side = (name: string, f: Figures) =>
    `${name}: server ${f.cpuUs ?? '?'} + PostgreSQL ${f.pgCpuUs ?? '?'} + load generator ${f.clientCpuUs ?? '?'} = ${total(f)} µs, so ${GOAL.rps.toLocaleString('en')} req/s needs ${((total(f) * GOAL.rps) / 1e6).toFixed(1)} cores`;
  return `CPU per member-info call (${side('portal', portal)}; ${side('bare', bare)}); this machine has ${availableParallelism()}, shared with anything else running.`;
}

/** The goal on the HTTP layer's cost: the server's CPU per call over the bare route's. */
function cpuRatio({ portal, bare }: Pair): string {
  if (!portal.cpuUs || !bare.cpuUs) return 'Member info / bare route server CPU: not measured.';
  const r = portal.cpuUs / bare.cpuUs;
  return `**Member info's server CPU ${portal.cpuUs} µs per call, the bare route's with the same two statements ${bare.cpuUs} µs: ${r.toFixed(2)}×** (goal ≤ ${GOAL.cpuRatio}×: ${yesNo(r <= GOAL.cpuRatio)}); PostgreSQL ${portal.pgCpuUs ?? '?'} / ${bare.pgCpuUs ?? '?'} µs.`;
}

/** Member info and the bare route at one rate: the server's CPU per call of each. */
function oneRateInfoLine(portal: Figures, bare: Figures): string {
  if (!portal.cpuUs || !bare.cpuUs) return 'At one rate: not measured.';
  return `At one rate: member info again at ${portal.rps}/s, server CPU ${portal.cpuUs} µs per call; the bare route held to ${bare.rps}/s, ${bare.cpuUs} µs: **${(portal.cpuUs / bare.cpuUs).toFixed(2)}×** (PostgreSQL ${portal.pgCpuUs ?? '?'} / ${bare.pgCpuUs ?? '?'} µs).`;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
