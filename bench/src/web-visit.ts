import type { Browser, Page } from 'playwright-core';
import { visitItems, type VisitItem } from './web-breakdown.js';
import { OBSERVERS, pageNow, paintFigures, throttle, type NetworkLog } from './web-metrics.js';

export const DEMO = { username: 'demo', password: 'Demo1234' };
const DASHBOARD = /\/dashboard\/SystemIndex/;
const isApi = (url: string) => new URL(url).pathname.startsWith('/frontend-server/');

/** The figures of one cold visit (login, then the dashboard) and one warm repeat visit. */
export interface VisitFigures {
  loginLcp: number;
  loginTbt: number;
  loginKb: number;
  /** click on "log in" until the dashboard's content is shown */
  toDashboardMs: number;
  flowTbt: number;
  flowKb: number;
  /** of which answer bodies: the rest is headers, which HTTP/2's HPACK mostly removes */
  flowBodyKb: number;
  flowRequests: number;
  repeatLcp: number;
  repeatApiKb: number;
  /** everything else the repeat visit transferred: index.html, assets (revalidations too) */
  repeatOtherKb: number;
  /** requests of the repeat visit other than API calls that were not served from the cache */
  repeatOtherRequests: number;
  /** those requests: path and status */
  repeatOtherList: string[];
  /** every request of login → dashboard, for the breakdown */
  flowItems: VisitItem[];
}

const kb = (bytes: number) => bytes / 1024;

async function openPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVERS);
  return context;
}

async function loginToDashboard(page: Page, log: NetworkLog) {
  await page.fill('#login-username', DEMO.username);
  await page.fill('#login-password', DEMO.password);
  const clickedAt = await pageNow(page);
  await page.click('button.login-submit');
  await page.waitForURL(DASHBOARD, { timeout: 60_000 });
  await page.locator('.dashboard-grid').waitFor({ timeout: 60_000 });
  const toDashboardMs = (await pageNow(page)) - clickedAt;
  await log.quiet();
  return toDashboardMs;
}

/** One run: a first visit with an empty cache, then a repeat visit in the same browser. */
export async function visit(browser: Browser, base: string): Promise<VisitFigures> {
  const context = await openPage(browser);
  try {
    const page = await context.newPage();
    const log = await throttle(page);
    await page.goto(`${base}/login`);
    await page.locator('#login-username').waitFor({ timeout: 60_000 });
    await log.quiet();
    const login = await paintFigures(page);
    const loginKb = kb(log.bytes());
    const loginRequests = log.done.length;
    const toDashboardMs = await loginToDashboard(page, log);
    const flow = await paintFigures(page);
    const flowKb = kb(log.bytes());
    const flowBodyKb = kb(log.bodyBytes());
    const flowRequests = log.done.length;
    const flowItems = visitItems(log.done, loginRequests);
    await page.close();

    const again = await context.newPage();
    const repeatLog = await throttle(again);
    await again.goto(`${base}/dashboard/SystemIndex`);
    await again.locator('.dashboard-grid').waitFor({ timeout: 60_000 });
    await repeatLog.quiet();
    const repeat = await paintFigures(again);
    const other = repeatLog.done.filter((t) => !isApi(t.url));
    return {
      loginLcp: login.lcp,
      loginTbt: login.tbt,
      loginKb,
      toDashboardMs,
      flowTbt: flow.tbt,
      flowKb,
      flowBodyKb,
      flowRequests,
      repeatLcp: repeat.lcp,
      repeatApiKb: kb(repeatLog.bytes((t) => isApi(t.url))),
      repeatOtherKb: kb(repeatLog.bytes((t) => !isApi(t.url))),
      repeatOtherRequests: other.filter((t) => !t.fromCache).length,
      repeatOtherList: other
        .filter((t) => !t.fromCache)
        .map((t) => `${new URL(t.url).pathname} ${t.status} (${t.bytes} B)`),
      flowItems,
    };
  } finally {
    await context.close();
  }
}
