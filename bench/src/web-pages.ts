import type { Browser, Page } from 'playwright-core';
import { OBSERVERS, pageNow, paintFigures, throttle } from './web-metrics.js';
import { DEMO } from './web-visit.js';

/**
 * The signed-in pages a member spends their time on, each opened cold (empty cache) after a
 * login on the slow-phone profile: JavaScript on the wire, LCP, layout shift (CLS) and total
 * blocking time, as Lighthouse's mobile profile counts them. The tree also reports when it
 * became interactive: its first node drawn and focusable.
 */
export interface PageFigures {
  jsKb: number;
  totalKb: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** navigation start until the page's own "ready" element is shown */
  readyMs: number;
}

interface PageSpec {
  name: string;
  path: string;
  /** the element that says the page drew its content */
  ready: string;
}

export const PAGES: PageSpec[] = [
  { name: 'login', path: '/login', ready: '#login-username' },
  { name: 'dashboard', path: '/dashboard/SystemIndex', ready: '.dashboard-grid' },
  { name: 'wallet', path: '/myAccount/MyEwallet', ready: 'h1' },
  { name: 'mall', path: '/shopping/ShoppingMall', ready: 'h1' },
  {
    name: 'tree',
    path: '/dashboard/myOrganization/PlacementChat',
    ready: '.bt-node, .bt-leg-current',
  },
];

/** The goals of the slow-phone profile for every signed-in page. */
export const PAGE_GOALS = { lcpMs: 2500, cls: 0.1, tbtMs: 300, treeReadyMs: 2000 };

/** Layout shifts without recent input, summed in session windows as Lighthouse does (max). */
const CLS_OBSERVER = `
  window.__cls = { windows: [], current: 0, start: 0, last: 0 };
  new PerformanceObserver((l) => {
    const c = window.__cls;
    for (const e of l.getEntries()) {
      if (e.hadRecentInput) continue;
      if (c.current && (e.startTime - c.last > 1000 || e.startTime - c.start > 5000)) {
        c.windows.push(c.current); c.current = 0;
      }
      if (!c.current) c.start = e.startTime;
      c.current += e.value; c.last = e.startTime;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const cls = (page: Page) =>
  page.evaluate(() => {
    const c = (window as unknown as { __cls: { windows: number[]; current: number } }).__cls;
    return Math.max(0, c.current, ...c.windows);
  });

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.fill('#login-username', DEMO.username);
  await page.fill('#login-password', DEMO.password);
  await page.click('button.login-submit');
  await page.waitForURL(/\/dashboard\/SystemIndex/, { timeout: 60_000 });
}

/** One cold visit of one page: a fresh context (empty cache), signed in unthrottled first. */
export async function visitPage(browser: Browser, base: string, spec: PageSpec) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVERS + CLS_OBSERVER);
  try {
    const page = await context.newPage();
    if (spec.name !== 'login') await signIn(page, base);
    // the sign-in's cache must not help the measured visit: only the session cookie stays
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    const log = await throttle(page);
    await page.goto(`${base}${spec.path}`);
    await page.locator(spec.ready).first().waitFor({ timeout: 60_000 });
    const readyMs = await pageNow(page);
    // the unread stream stays open, and a request the page aborts may never report its end:
    // quiet, or 15 s after the content was shown, whichever comes first
    await log.quiet(1000, 15_000).catch(() => undefined);
    // a shift often comes just after the last answer: give it a moment to be recorded
    await page.waitForTimeout(500);
    const paint = await paintFigures(page);
    const isJs = (url: string) => new URL(url).pathname.endsWith('.js');
    return {
      jsKb: log.bytes((t) => isJs(t.url)) / 1024,
      totalKb: log.bytes() / 1024,
      lcp: paint.lcp,
      cls: await cls(page),
      tbt: paint.tbt,
      readyMs,
    } satisfies PageFigures;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs every page `runs` times (pages interleaved) and prints one table with the goals. */
export async function measurePages(browser: Browser, base: string, runs: number) {
  const figures = new Map<string, PageFigures[]>(PAGES.map((p) => [p.name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const spec of PAGES) figures.get(spec.name)!.push(await visitPage(browser, base, spec));
  }
  console.log(`\nPages opened cold on the slow phone, ${runs} runs each, median:\n`);
  console.log('| page | JS on the wire | all bytes | LCP | CLS | TBT | content shown |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const missed: string[] = [];
  for (const spec of PAGES) {
    const rows = figures.get(spec.name)!;
    const m = (key: keyof PageFigures) => median(rows.map((r) => r[key]));
    console.log(
      `| ${spec.name} | ${m('jsKb').toFixed(1)} KB | ${m('totalKb').toFixed(1)} KB |` +
        ` ${m('lcp').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms |` +
        ` ${m('readyMs').toFixed(0)} ms |`,
    );
    if (m('lcp') > PAGE_GOALS.lcpMs) missed.push(`${spec.name} LCP`);
    if (m('cls') > PAGE_GOALS.cls) missed.push(`${spec.name} CLS`);
    if (m('tbt') > PAGE_GOALS.tbtMs) missed.push(`${spec.name} TBT`);
    if (spec.name === 'tree' && m('readyMs') > PAGE_GOALS.treeReadyMs) missed.push('tree ready');
  }
  console.log(
    `\nGoals: LCP ≤ ${PAGE_GOALS.lcpMs} ms, CLS ≤ ${PAGE_GOALS.cls}, TBT ≤ ${PAGE_GOALS.tbtMs} ms,` +
      ` tree shown ≤ ${PAGE_GOALS.treeReadyMs} ms: ${missed.length ? `NOT met: ${missed.join(', ')}` : 'all met'}`,
  );
}
