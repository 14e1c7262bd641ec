import { expect, test } from '@playwright/test';
import { WIDTHS, seriousViolations } from '../support/a11y';
import { enterCode, signInConsole } from '../support/console';
import { scrollsSideways } from '../support/shop';

/**
 * The console's pages hold the members' standard (WCAG 2.2 AA, docs/accessibility.md): an axe
 * scan of each at 1366 and 375 px, none scrolling sideways on a phone. One sign-in as admin (a
 * code is good once), the width changed in place.
 */
test.describe.configure({ timeout: 600_000 });

const PAGES = [
  '/console/',
  '/console/withdrawals',
  '/console/members?q=demo',
  '/console/audit',
  '/console/orders',
  '/console/catalogue',
  '/console/stock',
  '/console/news',
  '/console/campaigns',
  '/console/library',
  '/console/promotions',
  '/console/reports',
  '/console/disclosure',
];

test('the console scans clean at desktop and phone widths', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/console/sign-in');
  expect(await seriousViolations(page), 'sign-in').toEqual([]);
  await signInConsole(page, 'admin');
  expect(await seriousViolations(page), 'code step').toEqual([]);
  await enterCode(page, 'admin');
  const found: string[] = [];
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page)).map((v) => `${name} ${path}: ${v}`));
      if (name === 'phone' && (await scrollsSideways(page))) found.push(`${path} scrolls sideways`);
    }
  }
  expect(found).toEqual([]);
  await context.close();
});
