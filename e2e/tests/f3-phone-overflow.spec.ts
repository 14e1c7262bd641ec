import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MAIN_ROUTES } from '../../apps/web/src/app/routes/main-routes';
import { WPM_ROUTES } from '../../apps/web/src/app/routes/wpm-routes';
import { MAIN_PAGES, PUBLIC_PAGES, WPM_PAGES } from '../support/a11y';
import { login } from '../support/portal';

/**
 * Phone widths: on every page of the route table, at 320 and 375 px, the page never scrolls
 * sideways and every money value (marked `data-money` by the shared money components) is
 * wholly on screen. The e-wallet and its history run again in Chinese, whose words broke one
 * character per line in narrow columns. Each group shares one browser page and one login
 * (the CI budget); each page is its own test, so a report names the page.
 */
const PHONE_WIDTHS = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const;

/** The wallet's own pages, where the money columns ran off a phone's screen. */
const MONEY_PAGES = new Set(['walletHome', 'transactionHistory']);
const moneyPaths = (routes: typeof MAIN_ROUTES, base: string) =>
  routes
    .filter((route) => MONEY_PAGES.has(route.page) && route.path.startsWith(`${base}/`))
    .map((route) => route.path);

const GROUPS: Array<{ name: string; user: string | null; paths: string[]; language?: string }> = [
  { name: 'public', user: null, paths: PUBLIC_PAGES },
  { name: 'main platform', user: 'demo', paths: MAIN_PAGES },
  { name: 'marketplace', user: 'wtdemo', paths: WPM_PAGES },
  {
    name: 'main platform in Chinese',
    user: 'demo',
    paths: moneyPaths(MAIN_ROUTES, '/myAccount'),
    language: 'zh-CN',
  },
  {
    name: 'marketplace in Chinese',
    user: 'wtdemo',
    paths: moneyPaths(WPM_ROUTES, '/wpm/myAccount'),
    language: 'zh-CN',
  },
];

/** Opens the page at phone width and waits until it has drawn its content. */
async function open(page: Page, path: string) {
  await page.setViewportSize(PHONE_WIDTHS[0]);
  await page.goto(path);
  await page.locator('h1, .ant-result-title').first().waitFor();
  // the page's own signal, not network idle: the unread stream stays open on every page
  await expect(page.locator('.ant-spin-spinning, .loading-text, .ant-skeleton')).toHaveCount(0);
}

/** What sticks out at the current width, one line each; empty when all fits. */
function overflowNow(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // two frames: the layout has followed the new width
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth}`);
    }
    const screenWidth = document.documentElement.clientWidth;
    for (const money of Array.from(document.querySelectorAll<HTMLElement>('[data-money]'))) {
      const box = money.getBoundingClientRect();
      // not drawn (a closed drawer, a hidden tab) or a carousel's copy of a slide
      if (box.width === 0 || money.closest('[aria-hidden="true"], .slick-cloned')) continue;
      if (box.left < -1 || box.right > screenWidth + 1) {
        const text = (money.textContent ?? '').trim();
        found.push(`"${text}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}

/** Checks each phone width; the page is opened once, then narrowed in place. */
async function checkWidths(page: Page) {
  const found: Record<string, string[]> = {};
  for (const size of PHONE_WIDTHS) {
    await page.setViewportSize(size);
    await page.locator('[data-device="mobile"], .shell-public').first().waitFor();
    const problems = await overflowNow(page);
    if (problems.length) found[`${size.width} px`] = problems;
  }
  return found;
}

for (const group of GROUPS) {
  test.describe(`phone overflow, ${group.name}`, () => {
    // not serial: a failing page must not hide the pages after it
    test.describe.configure({ timeout: 180_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL;
      context = await browser.newContext({
        baseURL,
        viewport: PHONE_WIDTHS[0],
        reducedMotion: 'reduce',
      });
      page = await context.newPage();
      if (group.user) await login(page, group.user);
      // the app reads the language from its cookie when a page loads (the login stays English)
      if (group.language && baseURL) {
        await context.addCookies([{ name: 'language', value: group.language, url: baseURL }]);
      }
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const path of group.paths) {
      test(`${path} fits a phone's width`, async () => {
        await open(page, path);
        if (group.language) {
          await expect(page.locator('html')).toHaveAttribute('lang', group.language);
        }
        expect(await checkWidths(page)).toEqual({});
      });
    }
  });
}
