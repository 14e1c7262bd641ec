import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { loadNow } from './machine.js';
import { ROOT, serverEnv, startProcess, stopProcess } from './processes.js';
import { printBreakdown } from './web-breakdown.js';
import { measurePages } from './web-pages.js';
import { PROFILE } from './web-metrics.js';
import { startProxy } from './web-proxy.js';
import { visit, type VisitFigures } from './web-visit.js';

/**
 * `npm run bench:web`: the login page and login → dashboard in Debian's Chromium
 * on a slow phone (375 px, 1.6 Mbit/s, 150 ms, CPU 4× slower), the portal as it is beside the
 * same build served without compression or caching, runs alternated in the same run; then
 * the signed-in pages (dashboard, wallet, mall, tree) opened cold, with their layout shift.
 */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PAGE_RUNS = Number(process.env.BENCH_WEB_PAGE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8195);
const CHROMIUM = process.env.BENCH_WEB_CHROMIUM ?? '/usr/bin/chromium';
const DIST = path.join(ROOT, 'apps/web/dist');
const GOAL = { loginLcpMs: 2500, flowKb: 250 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Row = [
  label: string,
  key: Exclude<keyof VisitFigures, 'repeatOtherList' | 'flowItems'>,
  unit: string,
];
const ROWS: Row[] = [
  ['login page: LCP', 'loginLcp', 'ms'],
  ['login page: total blocking time', 'loginTbt', 'ms'],
  ['login page: transferred', 'loginKb', 'KB'],
  ['login → dashboard: click to dashboard shown', 'toDashboardMs', 'ms'],
  ['login → dashboard: total blocking time (whole visit)', 'flowTbt', 'ms'],
  ['login → dashboard: transferred (whole visit)', 'flowKb', 'KB'],
  ['login → dashboard: of which answer bodies', 'flowBodyKb', 'KB'],
  ['login → dashboard: requests', 'flowRequests', ''],
  ['repeat visit (dashboard): LCP', 'repeatLcp', 'ms'],
  ['repeat visit: API answers transferred', 'repeatApiKb', 'KB'],
  ['repeat visit: everything else transferred', 'repeatOtherKb', 'KB'],
  ['repeat visit: non-API requests not from the cache', 'repeatOtherRequests', ''],
];

function report(portal: VisitFigures[], baseline: VisitFigures[]) {
  const fmt = (n: number, unit: string) => (unit === 'KB' ? n.toFixed(1) : n.toFixed(0));
  console.log(`| ${RUNS} runs each, median | portal | baseline | portal / baseline |`);
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, key, unit] of ROWS) {
    const p = median(portal.map((f) => f[key]));
    const b = median(baseline.map((f) => f[key]));
    const ratio = b === 0 ? '—' : (p / b).toFixed(2);
    console.log(`| ${label} | ${fmt(p, unit)} ${unit} | ${fmt(b, unit)} ${unit} | ${ratio} |`);
  }
  console.log('\nLogin → dashboard, last portal run, by kind of answer:\n');
  printBreakdown(portal.at(-1)?.flowItems ?? []);
  console.log(`\nRepeat visit, last portal run, non-API requests not from the cache:`);
  for (const line of portal.at(-1)?.repeatOtherList ?? []) console.log(`- \`${line}\``);
  const lcp = median(portal.map((f) => f.loginLcp));
  const kb = median(portal.map((f) => f.flowKb));
  const repeatOther = Math.max(...portal.map((f) => f.repeatOtherRequests));
  console.log(
    `\nGoals: login LCP ≤ ${GOAL.loginLcpMs} ms: ${lcp <= GOAL.loginLcpMs ? 'met' : 'NOT met'}` +
      ` (${lcp.toFixed(0)}); login + dashboard ≤ ${GOAL.flowKb} KB:` +
      ` ${kb <= GOAL.flowKb ? 'met' : 'NOT met'} (${kb.toFixed(1)});` +
      ` repeat visit fetches no asset body: ${repeatOther <= 1 ? 'met' : 'NOT met'}` +
      ` (${repeatOther} non-API request(s) not from the cache, index.html's revalidation included)`,
  );
}

/** Runs alternated between the portal and the baseline, then prints the report. */
async function measure(
  browser: Browser,
  portalUrl: string,
  baselineUrl: string,
  loadBefore: string,
) {
  // unmeasured: compiles the server's paths and fills the database's caches
  await visit(browser, portalUrl);
  await visit(browser, baselineUrl);
  const portal: VisitFigures[] = [];
  const baseline: VisitFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // a, b, b, a: a drift in the machine's load weighs on both sides alike
    const order = i % 2 === 0 ? ['portal', 'baseline'] : ['baseline', 'portal'];
    for (const side of order) {
      const figures = await visit(browser, side === 'portal' ? portalUrl : baselineUrl);
      (side === 'portal' ? portal : baseline).push(figures);
      console.error(
        `run ${i + 1} ${side}: login LCP ${figures.loginLcp.toFixed(0)} ms,` +
          ` ${figures.flowKb.toFixed(0)} KB login + dashboard`,
      );
    }
  }
  console.log(
    `\nLab profile: Debian Chromium ${browser.version()}, 375 × 667 px (DPR 2, touch), ` +
      `${PROFILE.latencyMs} ms RTT, ${(PROFILE.downBytesPerS * 8) / 1e6} Mbit/s down, ` +
      `${(PROFILE.upBytesPerS * 8) / 1e3} kbit/s up, CPU ${PROFILE.cpuSlowdown}× slower; ` +
      `load average ${loadBefore} → ${loadNow()}\n`,
  );
  report(portal, baseline);
}

/** The bench's own portal, proxies and browser; everything started is stopped, also on failure. */
async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('no web build: run `npm run build -w apps/web` first');
  }
  const env = serverEnv('bench-web-', { SEED_ON_START: 'true' });
  const loadBefore = loadNow();
  // stopped in reverse order: the database directory goes last
  const stops: Array<() => Promise<void>> = [
    () => rm(env.DATA_DIR, { recursive: true, force: true }),
  ];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  // Ctrl-C or a time-out's SIGTERM: the portal must not outlive the bench on its port
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  try {
    // refuses a port already in use, and stops its server if it never becomes ready
    const server = await startProcess(path.join(ROOT, 'apps/server/src/main.ts'), env, PORT);
    stops.push(() => stopProcess(server));
    const urls: string[] = [];
    for (const baseline of [false, true]) {
      const proxy = await startProxy(PORT, baseline);
      stops.push(() => proxy.close());
      urls.push(`http://127.0.0.1:${proxy.port}`);
    }
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    stops.push(() => browser.close());
    if (process.env.BENCH_WEB_ONLY !== 'pages')
      await measure(browser, urls[0]!, urls[1]!, loadBefore);
    await measurePages(browser, urls[0]!, PAGE_RUNS);
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
